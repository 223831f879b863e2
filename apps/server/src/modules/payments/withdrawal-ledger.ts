import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  ensureHouseAccount,
  ensurePlayerAccount,
  houseAccountCode,
  LedgerError,
  MAIN_WALLET,
  postWithin,
} from '../ledger/ledger.service.ts';

/**
 * Money of a withdrawal (decision recorded in docs/decisions/006-security-centre-profile.md, "Money"):
 * request: MAIN → WITHDRAW_HOLD:<channel> (a house account, so the held money is out of the player's
 * sumBalance yet still on the books); reject: HOLD → MAIN, the exact amount; payout: HOLD → CASH_OUT
 * for the amount paid, and the unpaid rest of a partial payout HOLD → MAIN; refund after a confirmed
 * non-receipt: CASH_OUT → MAIN. Every posting's key is `withdrawal:<id>:<step>`, so each happens once.
 */
export const withdrawHoldCode = (channel: string) => `WITHDRAW_HOLD:${channel}`;

export type TWithdrawalMoney = {
  merchantId: number;
  memberId: bigint;
  currency: string;
  channelCode: string;
  withdrawalId: bigint;
};

async function accounts(db: TDb, m: TWithdrawalMoney) {
  const { merchantId, currency } = m;
  return {
    main: await ensurePlayerAccount(db, { merchantId, memberId: m.memberId, code: MAIN_WALLET, currency }),
    hold: await ensureHouseAccount(db, { merchantId, code: withdrawHoldCode(m.channelCode), currency }),
    cashOut: await ensureHouseAccount(db, {
      merchantId,
      code: houseAccountCode.cashOut(m.channelCode),
      currency,
    }),
  };
}

export type TWithdrawalStep = 'hold' | 'release' | 'payout' | 'refund';

/** Posts one step inside the caller's transaction; a short balance becomes PAY_INSUFFICIENT_FUNDS. */
export async function postWithdrawalStep(
  trx: TDb,
  m: TWithdrawalMoney,
  step: TWithdrawalStep,
  amounts: { amount: bigint; paid?: bigint },
): Promise<void> {
  const a = await accounts(trx, m);
  const { amount } = amounts;
  const paid = amounts.paid ?? amount;
  const entriesByStep = {
    hold: [
      { accountId: a.main, amount: -amount },
      { accountId: a.hold, amount },
    ],
    release: [
      { accountId: a.hold, amount: -amount },
      { accountId: a.main, amount },
    ],
    payout: [
      { accountId: a.hold, amount: -amount },
      { accountId: a.cashOut, amount: paid },
      ...(amount > paid ? [{ accountId: a.main, amount: amount - paid }] : []),
    ],
    refund: [
      { accountId: a.cashOut, amount: -paid },
      { accountId: a.main, amount: paid },
    ],
  };
  try {
    await postWithin(trx, {
      merchantId: m.merchantId,
      idempotencyKey: `withdrawal:${m.withdrawalId}:${step}`,
      kind: `WITHDRAW_${step.toUpperCase()}`,
      entries: entriesByStep[step],
    });
  } catch (error) {
    if (error instanceof LedgerError && error.failure === 'INSUFFICIENT_FUNDS') {
      throw new AppError('PAY_INSUFFICIENT_FUNDS');
    }
    throw error;
  }
}
