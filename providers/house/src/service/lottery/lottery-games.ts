import type { Selectable } from 'kysely';
import { DEFAULT_LOTTERY_LIMITS, LOTTERY_GAMES } from '../../games/lottery/lottery-catalog.ts';
import { playTypesOf } from '../../games/lottery/lottery-registry.ts';
import type { HouseLotteryGamesTable, HouseLotteryOddsTable, THouseDb } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';

export type TLotteryGameRow = Selectable<HouseLotteryGamesTable>;
export type TOddsRow = Selectable<HouseLotteryOddsTable>;

/** One play type's terms in an odds version (house.lottery_odds.play_types). */
export type TPlayTypeTerms = {
  enabled: boolean;
  odds: Record<string, number>;
  minStakeCents: number;
  maxStakeCents: number;
  stepCents: number;
};
export type TOddsTerms = Record<string, TPlayTypeTerms>;

/** The house's default terms of a family: every play type on, at its default odds and the default limits. */
export function defaultTerms(family: string): TOddsTerms {
  const terms: TOddsTerms = {};
  for (const playType of playTypesOf(family)) {
    terms[playType.id] = {
      enabled: true,
      odds: { ...playType.defaultOdds },
      minStakeCents: DEFAULT_LOTTERY_LIMITS.minStakeCents,
      maxStakeCents: DEFAULT_LOTTERY_LIMITS.maxStakeCents,
      stepCents: DEFAULT_LOTTERY_LIMITS.stepCents,
    };
  }
  return terms;
}

/**
 * Creates the catalogue's games that the database does not have yet, each with a first odds version of
 * the defaults; a game the operator already changed keeps its terms. Runs at start, on every instance.
 */
export async function ensureLotteryGames(ctx: THouseContext, defaultTimeZone: string): Promise<void> {
  // Every start runs this: one read, and a transaction only for a game the database does not have yet.
  const known = new Set((await listLotteryGames(ctx.db)).map((game) => game.game_id));
  for (const game of LOTTERY_GAMES.filter((candidate) => !known.has(candidate.gameId))) {
    await ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('house.lottery_games')
        .values({
          game_id: game.gameId,
          family: game.family,
          schedule: JSON.stringify(game.schedule),
          time_zone: game.timeZone ?? defaultTimeZone,
          client_seed: game.gameId,
          odds_id: null,
        })
        .onConflict((oc) => oc.column('game_id').doNothing())
        .returning('game_id')
        .executeTakeFirst();
      if (!inserted) return;
      const odds = await insertOdds(trx, game.gameId, defaultTerms(game.family), null);
      await trx
        .updateTable('house.lottery_games')
        .set({ odds_id: odds.id })
        .where('game_id', '=', game.gameId)
        .execute();
    });
  }
}

export async function insertOdds(
  trx: THouseDb,
  gameId: string,
  terms: TOddsTerms,
  changedBy: string | null,
  caps: { liabilityCapCents: number; maxPayoutCents: number; maxChase: number } = {
    liabilityCapCents: DEFAULT_LOTTERY_LIMITS.liabilityCapCents,
    maxPayoutCents: DEFAULT_LOTTERY_LIMITS.maxPayoutCents,
    maxChase: DEFAULT_LOTTERY_LIMITS.maxChase,
  },
): Promise<TOddsRow> {
  return trx
    .insertInto('house.lottery_odds')
    .values({
      game_id: gameId,
      play_types: JSON.stringify(terms),
      liability_cap_cents: BigInt(caps.liabilityCapCents),
      max_payout_cents: BigInt(caps.maxPayoutCents),
      max_chase: caps.maxChase,
      changed_by: changedBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listLotteryGames(db: THouseDb): Promise<TLotteryGameRow[]> {
  return db.selectFrom('house.lottery_games').selectAll().orderBy('game_id').execute();
}

export async function findLotteryGameRow(db: THouseDb, gameId: string): Promise<TLotteryGameRow | undefined> {
  return db.selectFrom('house.lottery_games').selectAll().where('game_id', '=', gameId).executeTakeFirst();
}

/** Odds versions never change once written: cached by id for settlement and placement. */
const oddsCache = new Map<bigint, TOddsRow>();
const ODDS_CACHE_LIMIT = 1_000;

export async function readOdds(db: THouseDb, oddsId: bigint): Promise<TOddsRow> {
  const cached = oddsCache.get(oddsId);
  if (cached) return cached;
  const row = await db
    .selectFrom('house.lottery_odds')
    .selectAll()
    .where('id', '=', oddsId)
    .executeTakeFirstOrThrow();
  if (oddsCache.size >= ODDS_CACHE_LIMIT) oddsCache.clear();
  oddsCache.set(oddsId, row);
  return row;
}
