import { createDb } from '../../apps/server/src/db/database.ts';
import { settleAllMerchants } from '../../apps/server/src/modules/agent/contract-settlement.ts';

/**
 * The settlement job alone, as the server's ticker runs it (jobs/contract-settlement.ticker.ts), until a run finds
 * nothing due: the process bench:agents-faults kills and starts again. Argument: the database URL.
 */
const { db } = createDb(process.argv[2] ?? '', 4);
for (;;) {
  const run = await settleAllMerchants(db);
  process.stdout.write(`settled ${run.lines} lines (${run.paid} paid, ${run.held} held)\n`);
  if (run.lines === 0) break;
}
await db.destroy();
