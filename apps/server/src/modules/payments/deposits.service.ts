import type { TLanguage } from '@tala/contract/i18n/languages';
import type { TDeposit, TDepositCreated, TDepositRequest } from '@tala/contract/payments/deposit';
import type { TDb } from '../../db/database.ts';
import type { TDepositStatus } from '../../db/schema-payments.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { findChannelByCode, type TDepositChannelRow } from './deposit-channels.repository.ts';
import { depositView } from './deposit-view.ts';
import {
  findDeposit,
  findDepositByKey,
  insertDepositOnce,
  listDeposits,
  setDepositGatewayPayment,
  setDepositReceipt,
  type TDepositRow,
} from './deposits.repository.ts';
import type { TPaymentGateways } from './gateways/gateway-registry.ts';
import { ensureAmountInRange, parseAmount } from './money-input.ts';
import { newReference, requestFingerprint } from './request-hash.ts';
import { chargeUploadQuota } from './upload-quota.ts';
import { deleteStoredUpload, storeUpload, type TImageUpload } from './uploads.ts';

export type TMemberScope = { merchant: TMerchant; memberId: bigint; lang: TLanguage };

/**
 * Creates a PENDING deposit. Bank transfer: the operator's account and the player's reference, then
 * staff approval. Online gateway: a payment at the gateway and its hosted page. The same
 * idempotencyKey returns the first deposit; with a different channel or amount it is refused.
 */
export async function createDeposit(
  db: TDb,
  gateways: TPaymentGateways,
  scope: TMemberScope,
  input: TDepositRequest,
): Promise<TDepositCreated> {
  const { merchant, memberId } = scope;
  const channel = await findChannelByCode(db, merchant.id, input.channelCode);
  if (!channel?.enabled) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  const gateway = channel.type === 'ONLINE_GATEWAY' ? gateways.get(channel.gateway ?? '') : null;
  if (channel.type === 'ONLINE_GATEWAY' && !gateway) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  const amount = parseAmount(input.amount);
  ensureAmountInRange(amount, {
    min: channel.min_amount,
    max: channel.max_amount,
    symbol: merchant.currencySymbol,
  });
  const hash = requestFingerprint([channel.code, amount]);

  const created = await db.transaction().execute(async (trx) => {
    const row = await insertDepositOnce(trx, {
      merchant_id: merchant.id,
      member_id: memberId,
      channel_id: channel.id,
      channel_code: channel.code,
      type: channel.type,
      amount,
      reference: newReference('D'),
      idempotency_key: input.idempotencyKey,
      request_hash: hash,
      gateway: gateway?.code ?? null,
    });
    if (!row || !gateway) return row;
    const payment = await gateway.createPayment(trx, {
      merchantId: merchant.id,
      merchantCode: merchant.code,
      reference: row.reference,
      amountMinor: amount,
      currency: merchant.currency,
    });
    await setDepositGatewayPayment(trx, row.id, payment.paymentId);
    return { ...row, gateway_payment_id: payment.paymentId };
  });
  const deposit = created ?? (await findDepositByKey(db, merchant.id, memberId, input.idempotencyKey));
  if (!deposit) throw new Error('Invariant failed: idempotency key conflicted but no deposit found');
  if (deposit.request_hash !== hash) throw new AppError('PAY_IDEMPOTENCY_CONFLICT');
  return createdView(deposit, channel, gateways);
}

function createdView(
  deposit: TDepositRow,
  channel: TDepositChannelRow,
  gateways: TPaymentGateways,
): TDepositCreated {
  const isBank = deposit.type === 'BANK_TRANSFER';
  return {
    deposit: depositView(deposit),
    bankAccount: isBank
      ? {
          bankName: channel.bank_name ?? '',
          accountName: channel.bank_account_name ?? '',
          accountNumber: channel.bank_account_number ?? '',
        }
      : null,
    payUrl:
      !isBank && deposit.status === 'PENDING' && deposit.gateway && deposit.gateway_payment_id
        ? (gateways.get(deposit.gateway)?.hostedPageUrl(deposit.gateway_payment_id) ?? null)
        : null,
  };
}

export async function myDeposit(db: TDb, scope: TMemberScope, depositId: bigint): Promise<TDeposit> {
  const row = await findDeposit(db, { merchantId: scope.merchant.id, memberId: scope.memberId }, depositId);
  if (!row) throw new AppError('NOT_FOUND');
  return depositView(row);
}

export async function myDeposits(
  db: TDb,
  scope: TMemberScope,
  query: { page: number; pageSize: number; status?: TDepositStatus },
) {
  const { rows, total } = await listDeposits(
    db,
    { merchantId: scope.merchant.id, memberId: scope.memberId, status: query.status },
    query,
  );
  return {
    list: rows.map(depositView),
    ...pageFacts(total, query),
  };
}

/** A receipt belongs to the member's own bank transfer while staff have not decided it. */
function waitingForStaff(row: TDepositRow | null): TDepositRow {
  if (!row) throw new AppError('NOT_FOUND');
  if (row.type !== 'BANK_TRANSFER' || row.status !== 'PENDING') throw new AppError('PAY_INVALID_STATE');
  return row;
}

/**
 * The optional receipt of a bank transfer, while the deposit waits for staff. A new receipt replaces
 * the old one (decision 025): the new file is stored and counted against the member's daily quota,
 * the row points to it once committed, and only then is the old file deleted; if the row cannot be
 * written the new file goes, so no row ever points to a missing file and no file is left behind.
 */
export async function attachDepositReceipt(
  deps: { db: TDb; dataDir: string },
  scope: TMemberScope,
  depositId: bigint,
  upload: TImageUpload,
): Promise<TDeposit> {
  const where = { merchantId: scope.merchant.id, memberId: scope.memberId };
  waitingForStaff(await findDeposit(deps.db, where, depositId));
  await chargeUploadQuota(deps.db, scope, upload.bytes.length);
  const file = await storeUpload(deps.dataDir, {
    merchantId: scope.merchant.id,
    kind: 'deposit-receipts',
    upload,
  });
  let replaced: { row: TDepositRow; old: string | null };
  try {
    replaced = await deps.db.transaction().execute(async (trx) => {
      const row = waitingForStaff(await findDeposit(trx, where, depositId, { forUpdate: true }));
      await setDepositReceipt(trx, row.id, file);
      return { row, old: row.receipt_file };
    });
  } catch (error) {
    await deleteStoredUpload(deps.dataDir, file);
    throw error;
  }
  if (replaced.old) await deleteStoredUpload(deps.dataDir, replaced.old);
  return depositView({ ...replaced.row, receipt_file: file });
}
