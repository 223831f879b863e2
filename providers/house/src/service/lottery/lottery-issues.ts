import { type Selectable, sql } from 'kysely';
import { chainSeedRange, createSeedChain, drawSeedHash } from '../../fair/seed-chain.ts';
import {
  currentIssue,
  nextIssues,
  type TIssueTimes,
  type TLotterySchedule,
} from '../../games/lottery/lottery-schedule.ts';
import type { HouseLotteryIssuesTable, THouseDb } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';
import type { TLotteryGameRow } from './lottery-games.ts';

export type TIssueRow = Selectable<HouseLotteryIssuesTable>;
export type TIssueState = 'SCHEDULED' | 'OPEN' | 'CLOSED' | 'DRAWN' | 'SETTLED' | 'CANCELLED';

/** A week of 1-minute draws a chain: the anchor stays valid for days, one walk costs ≤ 10,080 hashes. */
export const CHAIN_LENGTH = 10_080;

/** Where an issue stands: the clock decides open and closed, the row the rest. */
export function issueState(row: TIssueRow, now: Date): TIssueState {
  if (row.cancelled_at) return 'CANCELLED';
  if (row.settled_at) return 'SETTLED';
  if (row.drawn_at) return 'DRAWN';
  if (now < row.opens_at) return 'SCHEDULED';
  return now < row.closes_at ? 'OPEN' : 'CLOSED';
}

/**
 * Makes sure the game's current issue and the next `ahead` exist (a chase plays on them), each with its
 * seed taken from the game's hash chain in draw order and its hash published at once. One instance at a
 * time per game (the chain row is locked); the others find the issues made.
 */
export async function ensureIssuesAhead(
  ctx: THouseContext,
  game: TLotteryGameRow,
  ahead: number,
  now: Date,
): Promise<void> {
  const schedule = game.schedule as TLotterySchedule;
  const current = currentIssue(schedule, game.time_zone, now);
  const wanted = [current, ...nextIssues(schedule, game.time_zone, current, ahead)];
  const last = wanted.at(-1)!;
  const newest = await ctx.db
    .selectFrom('house.lottery_issues')
    .select('seq')
    .where('game_id', '=', game.game_id)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (newest && newest.seq >= BigInt(last.seq)) return;
  await ctx.db.transaction().execute(async (trx) => {
    const chain = await lockChain(trx, game.game_id);
    const made = await existingSeqs(trx, game.game_id, wanted[0]!.seq, last.seq);
    const missing = wanted.filter((issue) => !made.has(issue.seq));
    if (missing.length === 0) return;
    // Issues take chain positions in draw order; a later seq than every existing one keeps that true.
    let room = chain ? chain.length - chain.used : 0;
    let active = chain;
    let index = 0;
    while (index < missing.length) {
      if (!active || room === 0) {
        active = await insertChain(trx, game.game_id);
        room = active.length;
      }
      const batch = missing.slice(index, index + room);
      await insertIssues(trx, game.game_id, active, batch);
      room -= batch.length;
      index += batch.length;
      active = { ...active, used: active.used + batch.length };
    }
  });
}

type TChain = { id: bigint; terminal_seed: string; length: number; used: number };

async function lockChain(trx: THouseDb, gameId: string): Promise<TChain | null> {
  // The game row serialises chain use even before the game's first chain exists.
  await trx
    .selectFrom('house.lottery_games')
    .select('game_id')
    .where('game_id', '=', gameId)
    .forUpdate()
    .execute();
  const chain = await trx
    .selectFrom('house.lottery_chains')
    .select(['id', 'terminal_seed', 'length', 'used'])
    .where('game_id', '=', gameId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return chain ?? null;
}

async function insertChain(trx: THouseDb, gameId: string): Promise<TChain> {
  const chain = createSeedChain(CHAIN_LENGTH);
  return trx
    .insertInto('house.lottery_chains')
    .values({
      game_id: gameId,
      anchor: chain.anchor,
      terminal_seed: chain.seeds.at(-1)!,
      length: CHAIN_LENGTH,
    })
    .returning(['id', 'terminal_seed', 'length', 'used'])
    .executeTakeFirstOrThrow();
}

async function insertIssues(trx: THouseDb, gameId: string, chain: TChain, issues: TIssueTimes[]) {
  const seeds = chainSeedRange(chain.terminal_seed, chain.length, chain.used, issues.length);
  await trx
    .insertInto('house.lottery_issues')
    .values(
      issues.map((issue, i) => ({
        game_id: gameId,
        seq: BigInt(issue.seq),
        issue_no: issue.issueNo,
        opens_at: issue.opensAt,
        closes_at: issue.closesAt,
        draws_at: issue.drawsAt,
        chain_id: chain.id,
        chain_pos: chain.used + i,
        server_seed: seeds[i]!,
        server_seed_hash: drawSeedHash(seeds[i]!),
      })),
    )
    .execute();
  await trx
    .updateTable('house.lottery_chains')
    .set({ used: sql`used + ${issues.length}` })
    .where('id', '=', chain.id)
    .execute();
}

async function existingSeqs(trx: THouseDb, gameId: string, from: number, to: number): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('house.lottery_issues')
    .select('seq')
    .where('game_id', '=', gameId)
    .where('seq', '>=', BigInt(from))
    .where('seq', '<=', BigInt(to))
    .execute();
  return new Set(rows.map((row) => Number(row.seq)));
}

/** The issue with this number, or undefined. */
export async function findIssue(
  db: THouseDb,
  gameId: string,
  issueNo: string,
): Promise<TIssueRow | undefined> {
  return db
    .selectFrom('house.lottery_issues')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('issue_no', '=', issueNo)
    .executeTakeFirst();
}
