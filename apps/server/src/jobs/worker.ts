import { Logger, makeWorkerUtils, type Runner, run, runMigrations, type TaskList } from 'graphile-worker';
import type pg from 'pg';
import type { TDb } from '../db/database.ts';
import type { TProviderTransport } from '../modules/vendor-wallet/provider-transport.ts';
import {
  runTransferCheck,
  type TTransferCheckPayload,
  VENDOR_TRANSFER_CHECK_TASK,
} from './vendor-transfer-check.task.ts';
import {
  deliverWebhook,
  type TWebhookDeliveryPayload,
  type TWebhookTransport,
  WEBHOOK_DELIVERY_TASK,
} from './webhook-delivery.task.ts';
import {
  runAutoReceipt,
  type TAutoReceiptPayload,
  WITHDRAWAL_AUTO_RECEIPT_TASK,
} from './withdrawal-auto-receipt.task.ts';

/** Longer than any of our tasks may run (webhook delivery times out after seconds). */
const STALE_LOCK_SECONDS = 60;
/** Jobs of a worker that died while this instance keeps running are freed within about a minute. */
const SWEEP_EVERY_MS = 30_000;

/** graphile-worker logs through pino-less console by default; jobs report failures by throwing. */
const quietLogger = new Logger(() => (level, message) => {
  if (level === 'error') console.error(`[jobs] ${message}`);
});

/** Creates graphile-worker's own schema (idempotent); addJobWithin needs it before the first request. */
export async function installJobSchema(pool: pg.Pool): Promise<void> {
  await runMigrations({ pgPool: pool, logger: quietLogger });
}

export type TJobDeps = { db: TDb; transport: TWebhookTransport; providerTransport: TProviderTransport };

export function createTaskList(deps: TJobDeps): TaskList {
  return {
    [VENDOR_TRANSFER_CHECK_TASK]: async (payload) =>
      runTransferCheck({ db: deps.db, transport: deps.providerTransport }, payload as TTransferCheckPayload),
    [WEBHOOK_DELIVERY_TASK]: async (payload) => deliverWebhook(deps, payload as TWebhookDeliveryPayload),
    [WITHDRAWAL_AUTO_RECEIPT_TASK]: async (payload) =>
      runAutoReceipt(deps.db, payload as TAutoReceiptPayload),
  };
}

/** The worker main.ts starts: runs jobs once across all instances (graphile-worker locks them). */
export async function startJobWorker(input: TJobDeps & { pool: pg.Pool }): Promise<Runner> {
  await installJobSchema(input.pool);
  await releaseJobsOfDeadWorkers(input.pool);
  const sweeper = setInterval(
    () => void releaseJobsOfDeadWorkers(input.pool).catch(() => {}),
    SWEEP_EVERY_MS,
  );
  sweeper.unref();
  const runner = await run({
    pgPool: input.pool,
    concurrency: 4,
    pollInterval: 1000,
    noHandleSignals: true,
    logger: quietLogger,
    taskList: createTaskList(input),
  });
  runner.promise.finally(() => clearInterval(sweeper));
  return runner;
}

/**
 * graphile-worker leaves a job locked for 4 hours when the process running it dies (SIGKILL, crash).
 * A locked job older than STALE_LOCK_SECONDS belongs to a dead worker, so its locks are released at
 * start-up and every SWEEP_EVERY_MS; every task here is idempotent, so even a slow live worker's job running twice is harmless.
 */
async function releaseJobsOfDeadWorkers(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ locked_by: string }>(
    `SELECT DISTINCT locked_by FROM graphile_worker._private_jobs
      WHERE locked_by IS NOT NULL AND locked_at < now() - make_interval(secs => $1)`,
    [STALE_LOCK_SECONDS],
  );
  if (rows.length === 0) return;
  const utils = await makeWorkerUtils({ pgPool: pool, logger: quietLogger });
  try {
    await utils.forceUnlockWorkers(rows.map((row) => row.locked_by));
  } finally {
    await utils.release();
  }
}
