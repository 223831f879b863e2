import type {
  TBoVendorTransferCheck,
  TBoVendorTransferPage,
  TBoVendorTransferQuery,
} from '@tala/contract/backoffice/vendor-transfers';
import { ZBoVendorTransferQuery } from '@tala/contract/backoffice/vendor-transfers';
import { minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import {
  countPendingTransfers,
  findMerchantTransfer,
  listPendingTransfers,
  type TPendingTransferRow,
} from './transfers-in-flight.repository.ts';
import { checkVendorTransfer, type TTransferDeps } from './vendor-transfer.service.ts';

function toBoTransfer(row: TPendingTransferRow) {
  return {
    id: String(row.id),
    reference: row.reference,
    playerId: String(row.member_id),
    playerUsername: row.username,
    vassalage: row.vassalage,
    vendorName: row.display_name,
    direction: row.direction,
    amount: minorToDecimalString(row.amount_minor),
    currency: row.currency,
    createdAt: row.created_at.toISOString(),
    ageSeconds: row.age_seconds,
    attempts: row.attempts,
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
  };
}

export async function getTransfersInFlight(
  db: TDb,
  merchantId: number,
  input: TBoVendorTransferQuery,
): Promise<TBoVendorTransferPage> {
  const query = ZBoVendorTransferQuery.parse(input);
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [total, rows] = await Promise.all([
    countPendingTransfers(db, merchantId),
    listPendingTransfers(db, merchantId, window),
  ]);
  return {
    list: rows.map(toBoTransfer),
    ...pageFacts(total, query),
  };
}

/**
 * "Check now": the status-check job's own step (checkVendorTransfer), run at once for one transfer of
 * the staff member's merchant. The job keeps its schedule; whichever runs second finds the transfer
 * settled and changes nothing. Audited with the status before and after, settled or not.
 */
export async function checkTransferNow(
  deps: TTransferDeps,
  actor: TActor,
  transferId: bigint,
): Promise<TBoVendorTransferCheck> {
  // checkVendorTransfer looks a transfer up by id alone: the merchant is checked here first.
  const before = await findMerchantTransfer(deps.db, actor.merchantId, transferId);
  if (!before) throw new AppError('NOT_FOUND');
  if (before.status !== 'PENDING') throw new AppError('BO_NOT_PENDING');
  await checkVendorTransfer(deps, transferId);
  const after = await findMerchantTransfer(deps.db, actor.merchantId, transferId);
  assert(after, 'a transfer is never deleted');
  await writeAudit(deps.db, actor, {
    action: 'transfers.check',
    targetType: 'vendor_transfer',
    targetId: String(transferId),
    before: { reference: before.reference, status: before.status },
    after: { reference: after.reference, status: after.status, failure: after.failure },
  });
  return { id: String(transferId), status: after.status, failure: after.failure };
}
