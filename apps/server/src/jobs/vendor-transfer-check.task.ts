import {
  checkVendorTransfer,
  type TTransferDeps,
  VENDOR_TRANSFER_CHECK_TASK,
} from '../modules/vendor-wallet/vendor-transfer.service.ts';

export { VENDOR_TRANSFER_CHECK_TASK };
export type TTransferCheckPayload = { transferId: string };

/**
 * Settles a vendor transfer whose answer never came, by asking the vendor. While the outcome is not
 * final the task fails on purpose: graphile-worker runs it again with growing back-off.
 */
export async function runTransferCheck(deps: TTransferDeps, payload: TTransferCheckPayload): Promise<void> {
  if (!/^\d{1,18}$/.test(payload.transferId)) throw new Error('transfer check: malformed payload');
  const state = await checkVendorTransfer(deps, BigInt(payload.transferId));
  if (state === 'PENDING') {
    const retry = new Error(`vendor transfer ${payload.transferId} still pending; checked again later`);
    retry.stack = retry.message; // an expected state: the worker's log line needs no stack trace
    throw retry;
  }
}
