import type { TDb } from '../db/database.ts';
import { sweepStrandedTransfers } from '../modules/vendor-wallet/vendor-transfer.service.ts';
import { startTicker } from './ticker.ts';

/** How late a stranded transfer's status check may be queued after the first check's own delay. */
const SWEEP_EVERY_MS = 30_000;

/**
 * Queues the status check of vendor transfers left PENDING without one (decision 061: a transfer queues
 * its check only when the vendor's answer did not come, so a crash before the answer or a lost settlement
 * commit leaves none). Every instance sweeps; the check job's key keeps it one job a transfer.
 */
export function startStrandedTransferSweep(db: TDb) {
  return startTicker('vendor-transfer-sweep', SWEEP_EVERY_MS, () => sweepStrandedTransfers(db));
}
