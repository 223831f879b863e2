import { sql } from 'kysely';
import { chainSeedAt, createSeedChain } from '../../fair/seed-chain.ts';
import type { TSeedChain } from '../api/api-contract.ts';
import { assert } from '../api/house-error.ts';
import type { THouseContext } from '../house-context.ts';
import { liveSeqRange } from './event-schedule.ts';
import {
  findChainFor,
  findLatestChain,
  insertChain,
  listChains,
  neighbourChains,
  type TChainRow,
} from './seed-chain.repository.ts';

/**
 * Match seeds committed far ahead (decision 032): each event game draws its match seeds from hash chains
 * (fair/seed-chain.ts). Chain n covers matches first_seq … first_seq + length − 1; match `seq` uses
 * seeds[seq − first_seq]. The anchor is published when the chain is made; the next chain is made while the
 * current one still has `chainLeadMatches` left, so its anchor is public days before its first match. A
 * schedule that jumps past every chain (the service was down) starts a new chain at once: its anchor is
 * then public only from that moment (the per-match hash and the bettors' entropy still protect it).
 * Chains never overlap: a chain made for a gap stops where the next one starts.
 */
export async function chainSeedFor(
  ctx: THouseContext,
  gameId: string,
  seq: number,
): Promise<{ chain: TChainRow; position: number; serverSeed: string }> {
  const chain = (await findChainFor(ctx.db, gameId, seq)) ?? (await startChainFor(ctx, gameId, seq));
  await publishNextChainIfDue(ctx, chain, seq);
  const position = seq - Number(chain.first_seq);
  assert(position >= 0 && position < chain.length, 'the match lies inside its chain');
  return { chain, position, serverSeed: chainSeedAt(chain.tip_seed, chain.length, position) };
}

/**
 * Keeps every event game's chains published ahead without waiting for a board view: a chain covers the
 * matches open or live now, and its successor exists once due. Run by the house jobs.
 */
export async function publishDueChains(ctx: THouseContext, gameIds: readonly string[], now: Date) {
  const { first, last } = liveSeqRange(ctx.config.events, now.getTime());
  for (const gameId of gameIds) {
    for (const seq of [first, last]) {
      const chain = (await findChainFor(ctx.db, gameId, seq)) ?? (await startChainFor(ctx, gameId, seq));
      await publishNextChainIfDue(ctx, chain, seq);
    }
  }
}

/**
 * A chain for a seq no chain covers. It continues the chain before it when that one ended at most a chain
 * length ago (ranges stay contiguous), else starts at seq; it stops where the next existing chain starts,
 * so no two chains ever cover one match.
 */
async function startChainFor(ctx: THouseContext, gameId: string, seq: number): Promise<TChainRow> {
  return withChainLock(ctx, gameId, async (locked) => {
    const existing = await findChainFor(locked.db, gameId, seq);
    return existing ?? (await startChainLocked(locked, gameId, seq));
  });
}

/**
 * Chain creation per game is serialised (a transaction-scoped advisory lock): two instances deciding at
 * once could otherwise start chains at different numbers that overlap.
 */
async function withChainLock<T>(
  ctx: THouseContext,
  gameId: string,
  work: (locked: THouseContext) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`house-seed-chain:${gameId}`}))`.execute(trx);
    return work({ ...ctx, db: trx });
  });
}

async function startChainLocked(ctx: THouseContext, gameId: string, seq: number): Promise<TChainRow> {
  const { before, after } = await neighbourChains(ctx.db, gameId, seq);
  const length = ctx.config.events.chainLength;
  const beforeEnd = before ? Number(before.first_seq) + before.length : null;
  const firstSeq = beforeEnd !== null && beforeEnd <= seq && seq < beforeEnd + length ? beforeEnd : seq;
  await createChain(ctx, gameId, firstSeq, chainLengthFrom(firstSeq, length, after));
  const chain = await findChainFor(ctx.db, gameId, seq);
  assert(chain !== null, 'a chain covers the match once created');
  return chain;
}

function chainLengthFrom(firstSeq: number, length: number, after: TChainRow | null): number {
  return after ? Math.min(length, Number(after.first_seq) - firstSeq) : length;
}

/** Chain exhaustion: the successor is made (and its anchor published) well before the current one ends. */
async function publishNextChainIfDue(ctx: THouseContext, chain: TChainRow, seq: number): Promise<void> {
  const end = Number(chain.first_seq) + chain.length;
  if (end - seq > ctx.config.events.chainLeadMatches) return;
  if (await findChainFor(ctx.db, chain.game_id, end)) return;
  await withChainLock(ctx, chain.game_id, async (locked) => {
    if (await findChainFor(locked.db, chain.game_id, end)) return;
    const { after } = await neighbourChains(locked.db, chain.game_id, end);
    await createChain(locked, chain.game_id, end, chainLengthFrom(end, ctx.config.events.chainLength, after));
  });
}

async function createChain(ctx: THouseContext, gameId: string, firstSeq: number, length: number) {
  assert(length >= 1, 'a new chain covers at least one match');
  const chainNo = ((await findLatestChain(ctx.db, gameId))?.chain_no ?? 0) + 1;
  const fresh = createSeedChain(length);
  await insertChain(ctx.db, {
    game_id: gameId,
    chain_no: chainNo,
    first_seq: BigInt(firstSeq),
    length,
    anchor: fresh.anchor,
    tip_seed: fresh.seeds[length - 1]!,
  });
  ctx.log.info({ gameId, chainNo, firstSeq, anchor: fresh.anchor }, 'house event seed chain published');
}

export function chainView(row: TChainRow): TSeedChain {
  return {
    chainNo: row.chain_no,
    anchor: row.anchor,
    firstSeq: Number(row.first_seq),
    length: row.length,
    publishedAt: row.created_at.toISOString(),
  };
}

const CHAINS_LISTED = 50;

/** Every published chain of a game (newest first, capped): what the rules and verify pages show. */
export async function publishedChains(ctx: THouseContext, gameId: string): Promise<TSeedChain[]> {
  return (await listChains(ctx.db, gameId, CHAINS_LISTED)).map(chainView);
}
