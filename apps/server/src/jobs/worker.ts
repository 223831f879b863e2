import { Logger, type Runner, run, runMigrations, type TaskList } from 'graphile-worker';
import type pg from 'pg';
import type { TDb } from '../db/database.ts';
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

/** graphile-worker logs through pino-less console by default; jobs report failures by throwing. */
const quietLogger = new Logger(() => (level, message) => {
  if (level === 'error') console.error(`[jobs] ${message}`);
});

/** Creates graphile-worker's own schema (idempotent); addJobWithin needs it before the first request. */
export async function installJobSchema(pool: pg.Pool): Promise<void> {
  await runMigrations({ pgPool: pool, logger: quietLogger });
}

export function createTaskList(deps: { db: TDb; transport: TWebhookTransport }): TaskList {
  return {
    [WEBHOOK_DELIVERY_TASK]: async (payload) => deliverWebhook(deps, payload as TWebhookDeliveryPayload),
    [WITHDRAWAL_AUTO_RECEIPT_TASK]: async (payload) =>
      runAutoReceipt(deps.db, payload as TAutoReceiptPayload),
  };
}

/** The worker main.ts starts: runs jobs once across all instances (graphile-worker locks them). */
export async function startJobWorker(input: {
  pool: pg.Pool;
  db: TDb;
  transport: TWebhookTransport;
}): Promise<Runner> {
  await installJobSchema(input.pool);
  return run({
    pgPool: input.pool,
    concurrency: 4,
    pollInterval: 1000,
    noHandleSignals: true,
    logger: quietLogger,
    taskList: createTaskList(input),
  });
}
