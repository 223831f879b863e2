import { type Selectable, sql } from 'kysely';
import type { TMarketQuote } from '../../games/events/event-odds.ts';
import type { HouseEventMatchesTable, THouseDb } from '../db/house-db.ts';

export type TMatchRow = Selectable<HouseEventMatchesTable>;

export async function existingSeqs(
  db: THouseDb,
  gameId: string,
  first: number,
  last: number,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('house.event_matches')
    .select('seq')
    .where('game_id', '=', gameId)
    .where('seq', '>=', BigInt(first))
    .where('seq', '<=', BigInt(last))
    .execute();
  return new Set(rows.map((row) => Number(row.seq)));
}

/** Concurrent instances may both try: the first insert wins and its committed seed is the match's. */
export async function insertMatch(
  db: THouseDb,
  match: Omit<TMatchRow, 'id' | 'result' | 'settled_at' | 'markets' | 'entropy' | 'entropy_contributions'> & {
    markets: TMarketQuote[];
  },
): Promise<void> {
  await db
    .insertInto('house.event_matches')
    .values({ ...match, markets: JSON.stringify(match.markets) })
    .onConflict((oc) => oc.columns(['game_id', 'seq']).doNothing())
    .execute();
}

/** The board: the latest matches that have opened (open, live, and the last settled ones). */
export async function listBoardMatches(db: THouseDb, gameId: string, now: Date, limit: number) {
  return db
    .selectFrom('house.event_matches')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('opens_at', '<=', now)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}

export async function findMatch(db: THouseDb, gameId: string, ref: string): Promise<TMatchRow | null> {
  const row = await db
    .selectFrom('house.event_matches')
    .selectAll()
    .where('match_ref', '=', ref)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertEventBet(
  trx: THouseDb,
  bet: {
    roundId: bigint;
    matchId: bigint;
    merchantCode: string;
    playerId: string;
    market: string;
    selection: string;
    oddsHundredths: number;
    stakeCents: bigint;
    clientSeed: string;
  },
): Promise<void> {
  await trx
    .insertInto('house.event_bets')
    .values({
      round_id: bet.roundId,
      match_id: bet.matchId,
      merchant_code: bet.merchantCode,
      player_id: bet.playerId,
      market: bet.market,
      selection: bet.selection,
      odds_hundredths: bet.oddsHundredths,
      stake_cents: bet.stakeCents,
      result: null,
      client_seed: bet.clientSeed,
    })
    .execute();
}

/** The player's latest bets with their match and round state. */
export async function listPlayerBets(
  db: THouseDb,
  key: { merchantCode: string; playerId: string },
  limit: number,
) {
  return db
    .selectFrom('house.event_bets as b')
    .innerJoin('house.rounds as r', 'r.id', 'b.round_id')
    .innerJoin('house.event_matches as m', 'm.id', 'b.match_id')
    .select([
      'r.round_ref',
      'r.state',
      'r.win_cents',
      'b.market',
      'b.selection',
      'b.odds_hundredths',
      'b.stake_cents',
      'b.result',
      'b.created_at',
      'b.client_seed',
      'm.match_ref',
      'm.game_id',
      'm.home',
      'm.away',
      'm.kickoff_at',
    ])
    .where('b.merchant_code', '=', key.merchantCode)
    .where('b.player_id', '=', key.playerId)
    .orderBy('b.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Matches past their end and not settled, locked for this settler (other instances skip them). */
export async function lockDueMatches(trx: THouseDb, now: Date, limit: number): Promise<TMatchRow[]> {
  return trx
    .selectFrom('house.event_matches')
    .selectAll()
    .where('settled_at', 'is', null)
    .where('ends_at', '<=', now)
    .orderBy('ends_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markMatchSettled(
  trx: THouseDb,
  id: bigint,
  settled: { result: unknown; entropy: string | null; contributionCount: number | null },
): Promise<void> {
  await trx
    .updateTable('house.event_matches')
    .set({
      result: JSON.stringify(settled.result),
      settled_at: sql`now()`,
      entropy: settled.entropy,
      entropy_contributions: settled.contributionCount,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * At most this many distinct client seeds feed one match's entropy: a bounded proof. The LATEST bets' count,
 * so an honest bet placed just before kick-off always counts and early bets cannot crowd it out.
 */
export const MAX_ENTROPY_CONTRIBUTIONS = 1_000;

/**
 * The entropy contributions of a match: the distinct client seeds of its bets placed before kick-off, the
 * latest first, capped. Every bet row counts, whatever its round became (a bet voided by the wallet still
 * contributed), so the list depends on nothing decided after kick-off. drawEntropy sorts them itself.
 */
export async function entropyContributions(
  db: THouseDb,
  match: Pick<TMatchRow, 'id' | 'kickoff_at'>,
): Promise<string[]> {
  const rows = await db
    .selectFrom('house.event_bets')
    .select(['client_seed', (eb) => eb.fn.max('round_id').as('last_bet')])
    .where('match_id', '=', match.id)
    .where('created_at', '<', match.kickoff_at)
    .where('client_seed', 'is not', null)
    .groupBy('client_seed')
    .orderBy('last_bet', 'desc')
    .limit(MAX_ENTROPY_CONTRIBUTIONS)
    .execute();
  return rows.flatMap((row) => (row.client_seed === null ? [] : [row.client_seed]));
}

export async function findMatchByRef(db: THouseDb, ref: string): Promise<TMatchRow | null> {
  const row = await db
    .selectFrom('house.event_matches')
    .selectAll()
    .where('match_ref', '=', ref)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Settles every bet of one selection at once: the win (stake × odds rounded up to the cent as
 * event-odds.ts winPayoutCents, the stake on a refund,
 * else 0) and the recall detail with the result and the revealed seed. Seamless bets already PLACED are
 * handed to the recovery loop at once (lease ended) to send win and endRound; one still PLACING keeps its
 * lease. Bets on a transfer wallet are credited and closed right here.
 */
export async function settleSelectionBets(
  trx: THouseDb,
  input: {
    matchId: bigint;
    market: string;
    selection: string;
    result: 'WON' | 'LOST' | 'REFUNDED';
    resultDetail: unknown;
    serverSeed: string;
    entropy: string | null;
  },
): Promise<void> {
  const win = sql<bigint>`CASE ${input.result}::text WHEN 'WON' THEN (b.stake_cents * b.odds_hundredths + 99) / 100 WHEN 'REFUNDED' THEN b.stake_cents ELSE 0 END`;
  // Seamless bets get their win and the recall detail, then recovery sends win and endRound; bets on a
  // transfer wallet are credited here and closed in the same statement.
  await sql`
    WITH settled AS (
      UPDATE house.rounds r
      SET win_cents = w.win,
          outcome = r.outcome
            || jsonb_build_object('win', format('%s.%s', w.win / 100, lpad((w.win % 100)::text, 2, '0')))
            || jsonb_build_object('outcome', (r.outcome -> 'outcome') || jsonb_build_object('result', ${JSON.stringify(input.resultDetail)}::jsonb))
            || jsonb_build_object('proof', (r.outcome -> 'proof') || jsonb_strip_nulls(jsonb_build_object('serverSeed', ${input.serverSeed}::text, 'entropy', ${input.entropy}::text))),
          state = CASE WHEN r.transfer_vassalage IS NULL THEN r.state ELSE 'CLOSED' END,
          closed_at = CASE WHEN r.transfer_vassalage IS NULL THEN r.closed_at ELSE now() END,
          lease_until = CASE WHEN r.state = 'PLACED' THEN now() ELSE r.lease_until END,
          updated_at = now()
      FROM (
        SELECT b.round_id, ${win} AS win FROM house.event_bets b
        WHERE b.match_id = ${input.matchId} AND b.market = ${input.market} AND b.selection = ${input.selection}
      ) w
      WHERE r.id = w.round_id AND r.win_cents IS NULL AND r.state IN ('PLACING', 'PLACED')
      RETURNING r.merchant_code, r.transfer_vassalage, r.player_id, r.win_cents
    ), credits AS (
      SELECT merchant_code, transfer_vassalage, player_id, sum(win_cents) AS total FROM settled
      WHERE transfer_vassalage IS NOT NULL AND win_cents > 0
      GROUP BY merchant_code, transfer_vassalage, player_id
    )
    UPDATE house.transfer_wallets tw
    SET balance_cents = tw.balance_cents + c.total, updated_at = now()
    FROM credits c
    WHERE tw.merchant_code = c.merchant_code AND tw.vassalage = c.transfer_vassalage AND tw.player_id = c.player_id
  `.execute(trx);
  await trx
    .updateTable('house.event_bets')
    .set({ result: input.result })
    .where('match_id', '=', input.matchId)
    .where('market', '=', input.market)
    .where('selection', '=', input.selection)
    .execute();
}
