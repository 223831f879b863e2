import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/**
 * Captcha-free login throttling. Per (username, IP): the first FREE_FAILURES failures cost nothing, then
 * each failure doubles the wait before the next attempt (1 s, 2 s, 4 s … capped). Per IP: a fixed cap on
 * failures across usernames (spraying). Per username across IPs: a high cap that never applies to an IP
 * the staff member signed in from before, so an attacker cannot lock the real person out.
 */
const FREE_FAILURES = 3;
const MAX_DELAY_S = 15 * 60;
export const IP_FAILURE_CAP = 50;
export const USERNAME_FAILURE_CAP = 100;

export function delaySecondsAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_DELAY_S);
}

export type TThrottleKeys = { pair: string; ip: string; username: string };
export function throttleKeys(merchantId: number, username: string, ip: string): TThrottleKeys {
  const user = username.toLowerCase().slice(0, 32);
  return {
    pair: `bo:${merchantId}:pair:${user}:${ip.slice(0, 64)}`,
    ip: `bo:${merchantId}:ip:${ip.slice(0, 64)}`,
    username: `bo:${merchantId}:user:${user}`,
  };
}

/** Seconds until the key may try again (0 = now), and its failure count in the current window. */
export async function readThrottle(db: TDb, key: string): Promise<{ waitSeconds: number; failures: number }> {
  const row = await db
    .selectFrom('staff_login_throttle')
    .select([
      'failures',
      sql<number>`greatest(0, ceil(extract(epoch from next_allowed_at - now())))::int`.as('wait'),
      sql<boolean>`updated_at < now() - interval '1 hour'`.as('stale'),
    ])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.stale) return { waitSeconds: 0, failures: 0 };
  return { waitSeconds: row.wait, failures: row.failures };
}

/** Counts a failure; stale counters (no failure for an hour) start again from one. */
export async function recordFailure(db: TDb, key: string, withDelay: boolean): Promise<void> {
  await db
    .insertInto('staff_login_throttle')
    .values({ key, failures: 1, next_allowed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql`CASE WHEN staff_login_throttle.updated_at < now() - interval '1 hour' THEN 1 ELSE staff_login_throttle.failures + 1 END`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
  if (!withDelay) return;
  const { failures } = await readThrottle(db, key);
  await db
    .updateTable('staff_login_throttle')
    .set({ next_allowed_at: sql<Date>`now() + make_interval(secs => ${delaySecondsAfter(failures)})` })
    .where('key', '=', key)
    .execute();
}

export async function clearThrottle(db: TDb, key: string): Promise<void> {
  await db.deleteFrom('staff_login_throttle').where('key', '=', key).execute();
}
