import { sql } from 'kysely';
import type { TDb } from '../db/database.ts';

/** Bounded retries (graphile-worker backs off exponentially: ~3 s, 7 s, 20 s … capped near 6 h). */
export const DEFAULT_MAX_ATTEMPTS = 12;

/**
 * Queues a graphile-worker job inside the caller's transaction (its SQL API), so the job exists if and
 * only if the state change that needs it commits. A job key makes a second add replace the first
 * instead of duplicating it.
 */
export async function addJobWithin(
  trx: TDb,
  task: string,
  payload: unknown,
  options: { jobKey?: string; runAt?: Date; maxAttempts?: number } = {},
): Promise<void> {
  await sql`SELECT graphile_worker.add_job(
      identifier => ${task},
      payload => ${JSON.stringify(payload)}::json,
      run_at => ${options.runAt ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}::int,
      job_key => ${options.jobKey ?? null}::text
    )`.execute(trx);
}
