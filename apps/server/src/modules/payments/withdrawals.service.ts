import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import type { TWithdrawal, TWithdrawRequest } from '@tala/contract/payments/withdraw';
import type { TDb } from '../../db/database.ts';
import type { TWithdrawalStatus } from '../../db/schema-payments.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { MAIN_WALLET, memberWallets } from '../ledger/ledger.service.ts';
import { applyBonusWithdrawRule, bonusWithdrawNotice } from '../promotions/withdrawal-rule.ts';
import { myBankAccount } from '../security/bank-accounts.service.ts';
import { hasWithdrawPassword, verifyWithdrawPassword } from '../security/withdraw-password.service.ts';
import { raiseChannelLimits, rankWithdrawLimits } from '../vip/vip-withdraw-limits.ts';
import type { TMemberScope } from './deposits.service.ts';
import { ensureAmountInRange, parseAmount } from './money-input.ts';
import { requestFingerprint } from './request-hash.ts';
import { postWithdrawalStep } from './withdrawal-ledger.ts';
import { withdrawalView } from './withdrawal-view.ts';
import {
  countToday,
  findWithdrawal,
  findWithdrawalByKey,
  insertWithdrawalOnce,
  listWithdrawals,
} from './withdrawals.repository.ts';

/** The merchant's withdrawal channels with the limits the member's VIP rank raises (decision 057). */
async function memberChannels(db: TDb, scope: TMemberScope) {
  const raise = await rankWithdrawLimits(db, scope.merchant.id, scope.memberId);
  return scope.merchant.settings.withdrawChannels.map((channel) => raiseChannelLimits(channel, raise));
}

async function channelOf(db: TDb, scope: TMemberScope, code: string) {
  const channel = (await memberChannels(db, scope)).find((c) => c.code === code);
  if (!channel) throw new AppError('PAY_CHANNEL_UNAVAILABLE');
  return {
    ...channel,
    min: decimalStringToMinor(channel.minAmount) ?? 0n,
    max: decimalStringToMinor(channel.maxAmount) ?? 0n,
  };
}

export async function withdrawSettings(db: TDb, scope: TMemberScope) {
  const ref = { merchantId: scope.merchant.id, memberId: scope.memberId };
  const member = await db
    .selectFrom('members')
    .select('payee_name')
    .where('merchant_id', '=', ref.merchantId)
    .where('id', '=', ref.memberId)
    .executeTakeFirstOrThrow();
  const main = (await memberWallets(db, ref.merchantId, ref.memberId)).find((a) => a.code === MAIN_WALLET);
  const channels = [];
  for (const channel of await memberChannels(db, scope)) {
    const usedToday = await countToday(db, {
      ...ref,
      channelCode: channel.code,
      timeZone: scope.merchant.settings.timeZone,
    });
    const { code, minAmount, maxAmount, dailyCount } = channel;
    channels.push({ code, minAmount, maxAmount, dailyCount, usedToday });
  }
  return {
    channels,
    hasWithdrawPassword: await hasWithdrawPassword(db, ref),
    hasRealName: Boolean(member.payee_name?.trim()),
    autoReceiptMinutes: scope.merchant.settings.withdrawAutoReceiptMinutes,
    balance: minorToDecimalString(main?.balance ?? 0n),
    activeBonus: await bonusWithdrawNotice(db, ref.memberId),
  };
}

/**
 * A withdrawal request: checks (channel, range, own bank account, withdrawal password), then in one
 * transaction under the member's row lock: the record, the daily count and the hold of the amount
 * (MAIN → WITHDRAW_HOLD), after a running bonus's withdrawal rule (decision 049). Not enough balance rolls
 * everything back. The same idempotencyKey returns
 * the first withdrawal; with a different request it is refused.
 */
export async function requestWithdrawal(
  db: TDb,
  scope: TMemberScope,
  input: TWithdrawRequest,
): Promise<TWithdrawal> {
  const { merchant, memberId } = scope;
  const ref = { merchantId: merchant.id, memberId };
  const channel = await channelOf(db, scope, input.channelCode);
  const amount = parseAmount(input.amount);
  ensureAmountInRange(amount, { min: channel.min, max: channel.max, symbol: merchant.currencySymbol });
  const bank = await myBankAccount(db, ref, BigInt(input.bankAccountId));
  await verifyWithdrawPassword(db, ref, input.paymentPassword);
  const hash = requestFingerprint([bank.id, channel.code, amount]);

  const created = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
    const row = await insertWithdrawalOnce(trx, {
      merchant_id: merchant.id,
      member_id: memberId,
      bank_account_id: bank.id,
      bank_name: bank.bank_name,
      account_name: bank.account_name,
      account_number: bank.account_number,
      channel_code: channel.code,
      amount,
      idempotency_key: input.idempotencyKey,
      request_hash: hash,
    });
    if (!row) return null;
    await applyBonusWithdrawRule(trx, { merchantId: merchant.id, currency: merchant.currency, memberId });
    const today = { merchantId: merchant.id, memberId, channelCode: channel.code };
    if ((await countToday(trx, { ...today, timeZone: merchant.settings.timeZone })) > channel.dailyCount) {
      throw new AppError('PAY_DAILY_LIMIT');
    }
    const money = { ...ref, currency: merchant.currency, channelCode: channel.code, withdrawalId: row.id };
    await postWithdrawalStep(trx, money, 'hold', { amount });
    return row;
  });
  const withdrawal = created ?? (await findWithdrawalByKey(db, merchant.id, memberId, input.idempotencyKey));
  if (!withdrawal) throw new Error('Invariant failed: idempotency key conflicted but no withdrawal found');
  if (withdrawal.request_hash !== hash) throw new AppError('PAY_IDEMPOTENCY_CONFLICT');
  return withdrawalView(withdrawal);
}

export async function myWithdrawal(db: TDb, scope: TMemberScope, id: bigint): Promise<TWithdrawal> {
  const row = await findWithdrawal(db, { merchantId: scope.merchant.id, memberId: scope.memberId }, id);
  if (!row) throw new AppError('NOT_FOUND');
  return withdrawalView(row);
}

export async function myWithdrawals(
  db: TDb,
  scope: TMemberScope,
  query: { page: number; pageSize: number; status?: TWithdrawalStatus },
) {
  const { rows, total } = await listWithdrawals(
    db,
    { merchantId: scope.merchant.id, memberId: scope.memberId, status: query.status },
    query,
  );
  return {
    list: rows.map(withdrawalView),
    ...pageFacts(total, query),
  };
}
