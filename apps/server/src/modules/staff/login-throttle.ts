import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/**
 * Captcha-free sign-in throttling (decision 016), shared by every API instance through PostgreSQL.
 *
 * - Per (username, IP) and per IP: every attempt is counted when it starts (so a burst of parallel
 *   requests cannot all slip through before the first failure is written) and a success gives it back.
 *   Past the free attempts each one doubles the wait before the next (1 s, 2 s, 4 s … 15 min). The IP
 *   allows more free attempts than the pair, since a whole office may sign in from one address.
 * - Per username from any IP: a cap on failures in an hour that never applies to an IP the staff member
 *   signed in from in the last 30 days, so someone hammering a name from elsewhere cannot lock its owner
 *   out: the owner's usual places keep working.
 * Counters forget a key an hour after its last failure.
 */
export const PAIR_FREE_ATTEMPTS = 3;
export const IP_FREE_ATTEMPTS = 20;
export const USERNAME_FAILURE_CAP = 100;
const MAX_DELAY_S = 15 * 60;

/** The wait after the `attempts`-th counted attempt: none within the free ones, then doubling. */
export function delaySecondsAfter(attempts: number, free: number): number {
  if (attempts < free) return 0;
  return Math.min(2 ** (attempts - free), MAX_DELAY_S);
}

export type TThrottleKeys = { pair: string; ip: string; username: string };
export function throttleKeys(merchantId: number, username: string, ip: string): TThrottleKeys {
  const user = username.trim().toLowerCase().slice(0, 32);
  return {
    pair: `bo:${merchantId}:pair:${user}:${ip.slice(0, 64)}`,
    ip: `bo:${merchantId}:ip:${ip.slice(0, 64)}`,
    username: `bo:${merchantId}:user:${user}`,
  };
}

const STALE = sql<boolean>`staff_login_throttle.updated_at < now() - interval '1 hour'`;

/**
 * Counts one attempt on `key` unless it must still wait; one statement, so concurrent attempts queue on the
 * row. Returns the seconds left to wait (0 = the attempt is allowed and counted).
 */
export async function takeAttempt(db: TDb, key: string, free: number): Promise<number> {
  const counted = sql<number>`CASE WHEN ${STALE} THEN 1 ELSE staff_login_throttle.failures + 1 END`;
  const delay = sql`CASE WHEN ${counted} < ${free} THEN 0 ELSE least(power(2, ${counted} - ${free}), ${MAX_DELAY_S}) END`;
  const taken = await db
    .insertInto('staff_login_throttle')
    .values({ key, failures: 1, next_allowed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures: counted,
          next_allowed_at: sql`now() + make_interval(secs => ${delay})`,
          updated_at: sql`now()`,
        })
        .where(sql<boolean>`staff_login_throttle.next_allowed_at <= now() OR (${STALE})`),
    )
    .returning('failures')
    .executeTakeFirst();
  if (taken) return 0;
  const row = await db
    .selectFrom('staff_login_throttle')
    .select(sql<number>`greatest(1, ceil(extract(epoch from next_allowed_at - now())))::int`.as('wait'))
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.wait ?? 1;
}

/** A successful sign-in gives back the attempt it took: the pair starts over, the IP loses one count. */
export async function giveBackAttempt(db: TDb, keys: TThrottleKeys): Promise<void> {
  await db.deleteFrom('staff_login_throttle').where('key', '=', keys.pair).execute();
  await db
    .updateTable('staff_login_throttle')
    .set({ failures: sql`greatest(failures - 1, 0)`, next_allowed_at: sql<Date>`now()` })
    .where('key', '=', keys.ip)
    .execute();
}

/** Failures of a username in its current hour, from any IP. */
export async function usernameFailures(db: TDb, key: string): Promise<number> {
  const row = await db
    .selectFrom('staff_login_throttle')
    .select(['failures', sql<boolean>`updated_at < now() - interval '1 hour'`.as('stale')])
    .where('key', '=', key)
    .executeTakeFirst();
  return !row || row.stale ? 0 : row.failures;
}

export async function recordUsernameFailure(db: TDb, key: string): Promise<void> {
  await db
    .insertInto('staff_login_throttle')
    .values({ key, failures: 1, next_allowed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql`CASE WHEN ${STALE} THEN 1 ELSE staff_login_throttle.failures + 1 END`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}
