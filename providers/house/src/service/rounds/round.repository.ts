import { type Selectable, sql } from 'kysely';
import type { HouseRoundsTable, THouseDb, TRoundState } from '../db/house-db.ts';

export type TRoundRow = Selectable<HouseRoundsTable>;
export type TNewRound = Omit<
  TRoundRow,
  'id' | 'attempts' | 'last_error' | 'created_at' | 'updated_at' | 'closed_at' | 'lease_until' | 'outcome'
> & { outcome: unknown; leaseMs: number };

export const UNFINISHED_STATES: readonly TRoundState[] = ['PLACING', 'PLACED', 'WIN_SENT'];

export async function insertRound(trx: THouseDb, round: TNewRound): Promise<TRoundRow> {
  const { leaseMs, outcome, ...values } = round;
  return trx
    .insertInto('house.rounds')
    .values({
      ...values,
      outcome: JSON.stringify(outcome),
      ...(values.state === 'CLOSED' ? { closed_at: sql<Date>`now()` } : {}),
      lease_until: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Moves a round from `from` to `to` only if it is still in `from` (compare-and-set), so the request path
 * and the recovery loop never both act on one step. Returns the updated row, or null if it had moved on.
 */
export async function transitionRound(
  db: THouseDb,
  id: bigint,
  from: TRoundState,
  to: TRoundState,
  extra: { lastError?: string | null; isClosing?: boolean } = {},
): Promise<TRoundRow | null> {
  const row = await db
    .updateTable('house.rounds')
    .set({
      state: to,
      updated_at: sql`now()`,
      ...(extra.lastError === undefined ? {} : { last_error: extra.lastError?.slice(0, 300) ?? null }),
      ...(extra.isClosing ? { closed_at: sql`now()` } : {}),
    })
    .where('id', '=', id)
    .where('state', '=', from)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** transitionRound for many rounds by one statement (no extras); returns the ids that moved. */
export async function transitionRounds(
  db: THouseDb,
  ids: bigint[],
  from: TRoundState,
  to: TRoundState,
): Promise<Set<bigint>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .updateTable('house.rounds')
    .set({ state: to, updated_at: sql`now()` })
    .where(sql<boolean>`id = ANY(${ids.map(String)}::bigint[])`)
    .where('state', '=', from)
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Hands the round to the recovery loop after `delayMs`, noting why. */
export async function postponeRound(db: THouseDb, id: bigint, delayMs: number, error: string): Promise<void> {
  await db
    .updateTable('house.rounds')
    .set({
      lease_until: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      last_error: error.slice(0, 300),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Claims up to `limit` unfinished rounds whose lease ran out (a crashed or failed request, an earlier
 * recovery attempt), leasing them to the caller. SKIP LOCKED lets several house instances share the work.
 * Event bets waiting for their match (PLACED, no win yet) belong to the settlement job instead.
 */
export async function claimUnfinishedRounds(
  db: THouseDb,
  limit: number,
  leaseMs: number,
): Promise<TRoundRow[]> {
  return db
    .updateTable('house.rounds')
    .set({
      lease_until: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      attempts: sql`attempts + 1`,
    })
    .where(
      'id',
      'in',
      db
        .selectFrom('house.rounds')
        .select('id')
        .where('closed_at', 'is', null) // rounds_unfinished
        .where('state', 'in', UNFINISHED_STATES)
        .where('transfer_vassalage', 'is', null)
        .where('lease_until', '<=', sql<Date>`now()`)
        .where((eb) => eb.or([eb('state', '<>', 'PLACED'), eb('win_cents', 'is not', null)]))
        .orderBy('lease_until')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

export async function findRoundByRef(db: THouseDb, roundRef: string): Promise<TRoundRow | null> {
  const row = await db
    .selectFrom('house.rounds')
    .selectAll()
    .where('round_ref', '=', roundRef)
    .executeTakeFirst();
  return row ?? null;
}
