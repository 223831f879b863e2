import { sql } from 'kysely';
import type { TDb } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';

/** Bounded retries (graphile-worker backs off exponentially: ~3 s, 7 s, 20 s … capped near 6 h). */
export const DEFAULT_MAX_ATTEMPTS = 12;

const jobAdd = prepared(
  (
    _db: TDb,
    p: { task: string; payload: string; runAt: Date | null; maxAttempts: number; jobKey: string | null },
  ) => sql`SELECT graphile_worker.add_job(
      identifier => ${p.task},
      payload => ${p.payload}::json,
      run_at => ${p.runAt}::timestamptz,
      max_attempts => ${p.maxAttempts}::int,
      job_key => ${p.jobKey}::text
    )`,
);

/**
 * Queues a graphile-worker job inside the caller's transaction (its SQL API), so the job exists if and
 * only if the state change that needs it commits; given the pool instead, the job is queued on its own.
 * A job key makes a second add replace the first instead of duplicating it.
 */
export async function addJobWithin(
  trx: TDb,
  task: string,
  payload: unknown,
  options: { jobKey?: string; runAt?: Date; maxAttempts?: number } = {},
): Promise<void> {
  await jobAdd.run(trx, {
    task,
    payload: JSON.stringify(payload),
    runAt: options.runAt ?? null,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    jobKey: options.jobKey ?? null,
  });
}
