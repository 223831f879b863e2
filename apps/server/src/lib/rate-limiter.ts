import { sql } from 'kysely';
import type { TDb } from '../db/database.ts';

export type TLimit = { limit: number; windowMs: number; lockMs?: number };

/**
 * Fixed-window counter in PostgreSQL, so every API instance shares it. Returns whether this hit is
 * allowed. With `lockMs`, exceeding the limit locks the key for that long (SMS: 5 minutes).
 * Keys combine the action with the account AND the IP, so an attacker elsewhere cannot lock a victim out.
 */
export async function hitRateLimit(
  db: TDb,
  key: string,
  rule: TLimit,
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const windowInterval = sql`make_interval(secs => ${rule.windowMs / 1000})`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: sql`now()`, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`CASE WHEN rate_limits.window_start < now() - ${windowInterval} THEN 1 ELSE rate_limits.hits + 1 END`,
        window_start: sql`CASE WHEN rate_limits.window_start < now() - ${windowInterval} THEN now() ELSE rate_limits.window_start END`,
      }),
    )
    .returning(['hits', 'window_start', 'locked_until', sql<Date>`now()`.as('now')])
    .executeTakeFirstOrThrow();
  const now = row.now.getTime();
  if (row.locked_until && row.locked_until.getTime() > now) {
    return { allowed: false, retryAfterMs: row.locked_until.getTime() - now };
  }
  if (row.hits <= rule.limit) return { allowed: true, retryAfterMs: 0 };
  if (rule.lockMs) {
    await db
      .updateTable('rate_limits')
      .set({ locked_until: sql`now() + make_interval(secs => ${rule.lockMs / 1000})` })
      .where('key', '=', key)
      .execute();
    return { allowed: false, retryAfterMs: rule.lockMs };
  }
  return { allowed: false, retryAfterMs: row.window_start.getTime() + rule.windowMs - now };
}

/**
 * Claims one attempt of a guarded check (a withdrawal password) before the check runs: counted and
 * compared with the limit in one statement, so parallel attempts cannot all slip under it. An attempt
 * holds its place until it ends: a failure keeps it (and the one that uses up the window locks the
 * key, `lockAfterFailure`), a success clears the key (`resetRateLimit`). So of 20 wrong guesses at
 * once exactly `limit` are checked. An attempt that finds every place held by attempts still running
 * waits for their outcome (bounded), so parallel right answers (a double-clicked form) are not refused.
 */
export async function claimAttempt(
  db: TDb,
  key: string,
  rule: TLimit,
  wait: { maxMs: number } = { maxMs: 3_000 },
): Promise<boolean> {
  const started = Date.now();
  for (let pause = 20; ; pause = Math.min(pause * 2, 200)) {
    if (await claimOnce(db, key, rule)) return true;
    const row = await db
      .selectFrom('rate_limits')
      .select(sql<boolean>`coalesce(locked_until > now(), false)`.as('locked'))
      .where('key', '=', key)
      .executeTakeFirst();
    if (row?.locked || Date.now() - started + pause > wait.maxMs) return false;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

async function claimOnce(db: TDb, key: string, rule: TLimit): Promise<boolean> {
  const windowInterval = sql`make_interval(secs => ${rule.windowMs / 1000})`;
  const expired = sql`rate_limits.window_start < now() - ${windowInterval}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: sql`now()`, hits: 1 })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limits.hits + 1 END`,
          window_start: sql`CASE WHEN ${expired} THEN now() ELSE rate_limits.window_start END`,
        })
        .where(
          sql<boolean>`(rate_limits.locked_until IS NULL OR rate_limits.locked_until <= now())
            AND (${expired} OR rate_limits.hits < ${rule.limit})`,
        ),
    )
    .returning('hits')
    .executeTakeFirst();
  return row !== undefined;
}

/** After a failed claimed attempt: the attempt that used up the window locks the key for `lockMs`. */
export async function lockAfterFailure(db: TDb, key: string, rule: TLimit): Promise<void> {
  if (!rule.lockMs) return;
  await db
    .updateTable('rate_limits')
    .set({ locked_until: sql`now() + make_interval(secs => ${rule.lockMs / 1000})` })
    .where('key', '=', key)
    .where('hits', '>=', rule.limit)
    .execute();
}

/** Clears a counter, e.g. failed logins after a success. */
export async function resetRateLimit(db: TDb, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Reads a counter without counting, e.g. to decide whether a captcha is needed. */
export async function currentHits(db: TDb, key: string, windowMs: number): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('key', '=', key)
    .where('window_start', '>', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
    .executeTakeFirst();
  return row?.hits ?? 0;
}
