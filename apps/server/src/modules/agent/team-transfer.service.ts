import type { TTeamTransferBody } from '@tala/contract/agent/team';
import { decimalStringToMinor, formatMinorMoney } from '@tala/contract/money';
import { AppError, assert } from '../../lib/app-error.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { ensureAmountInRange, parseAmount } from '../payments/money-input.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import { transferMemberToMember } from '../wallet/member-transfer.service.ts';
import { findMemberForUpline } from '../wallet/wallet.repository.ts';
import type { TWalletDeps } from '../wallet/wallet.service.ts';
import { addToDailyTotal, findTeamPayee } from './team-transfer.repository.ts';

export const KIND_AGENT_TRANSFER = 'AGENT_TRANSFER';
const TRANSFER_RATE = { limit: 10, windowMs: 60_000 };

const minor = (decimal: string) => {
  const value = decimalStringToMinor(decimal);
  assert(value !== null, 'merchant settings hold money as decimal strings');
  return value;
};

/**
 * An agent's transfer to a member of its team, any level (issue 12 §1, decision 043): the agent's MAIN to the
 * member's, with the agent's withdrawal password, within the merchant's limits — each between min and max, at
 * most dailyMax a day (the merchant's day, counted in the transfer's own transaction). A retry with the same
 * key answers the first transfer and counts nothing again.
 */
export async function transferToTeamMember(
  deps: TWalletDeps,
  merchant: TMerchant,
  agentId: bigint,
  body: TTeamTransferBody,
) {
  const { db } = deps;
  await enforceLimit(db, limitKey(merchant.id, 'wal:team', agentId), TRANSFER_RATE);
  const payee = await findTeamPayee(db, agentId, BigInt(body.memberId));
  if (!payee) throw new AppError('TEAM_MEMBER_NOT_FOUND');
  if (payee.status !== 'ACTIVE') throw new AppError('TEAM_MEMBER_DISABLED');
  const amount = parseAmount(body.amount);
  const limits = merchant.settings.agentTransfer;
  const symbol = merchant.currencySymbol;
  ensureAmountInRange(amount, { min: minor(limits.minAmount), max: minor(limits.maxAmount), symbol });
  const payer = await findMemberForUpline(db, merchant.id, agentId);
  assert(payer, 'session member exists');
  const dailyMax = minor(limits.dailyMaxAmount);
  return transferMemberToMember(deps, merchant, {
    purpose: 'team',
    keyPrefix: 'agt',
    kind: KIND_AGENT_TRANSFER,
    payer: { id: agentId, paymentPasswordHash: payer.payment_password_hash },
    payeeId: payee.id,
    amount,
    paymentPassword: body.paymentPassword,
    idempotencyKey: body.idempotencyKey,
    afterNewPosting: async (trx) => {
      const scope = { agentId, timeZone: merchant.settings.timeZone };
      if (!(await addToDailyTotal(trx, scope, amount, dailyMax))) {
        throw new AppError('AGENT_TRANSFER_DAILY_LIMIT', {
          params: { max: formatMinorMoney(dailyMax, symbol) },
        });
      }
    },
  });
}
