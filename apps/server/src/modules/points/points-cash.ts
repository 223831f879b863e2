import type { TDb } from '../../db/database.ts';
import {
  ensureHouseAccountWithin,
  ensurePlayerAccount,
  houseAccountCode,
  MAIN_WALLET,
  postWithin,
} from '../ledger/ledger.service.ts';

/** Money ledger kinds of the mall (the member's account record names them). */
export const POINTS_MONEY_KINDS = { rewardCash: 'POINTS_CASH', convert: 'POINTS_CONVERT' } as const;

type TMoneyMember = { merchantId: number; memberId: bigint; currency: string };

/** Pays money to the member's MAIN from the mall's house account, inside the caller's transaction. */
async function payFromMall(
  root: TDb,
  trx: TDb,
  member: TMoneyMember,
  payment: { key: string; kind: string; cashMinor: bigint },
): Promise<void> {
  const { merchantId, memberId, currency } = member;
  const main = await ensurePlayerAccount(trx, { merchantId, memberId, code: MAIN_WALLET, currency });
  const house = await ensureHouseAccountWithin(root, trx, {
    merchantId,
    code: houseAccountCode.pointsRewards,
    currency,
  });
  await postWithin(trx, {
    merchantId,
    idempotencyKey: payment.key,
    kind: payment.kind,
    entries: [
      { accountId: house, amount: -payment.cashMinor },
      { accountId: main, amount: payment.cashMinor },
    ],
  });
}

/** A cash reward's money, once per redemption (its key). */
export function payPointsCash(
  root: TDb,
  trx: TDb,
  member: TMoneyMember,
  input: { redemptionId: bigint; cashMinor: bigint },
): Promise<void> {
  return payFromMall(root, trx, member, {
    key: `pts-cash:${input.redemptionId}`,
    kind: POINTS_MONEY_KINDS.rewardCash,
    cashMinor: input.cashMinor,
  });
}

/** A conversion's money, once per conversion (its key). */
export function payConversion(
  root: TDb,
  trx: TDb,
  member: TMoneyMember,
  input: { conversionId: bigint; cashMinor: bigint },
): Promise<void> {
  return payFromMall(root, trx, member, {
    key: `pts-convert-cash:${input.conversionId}`,
    kind: POINTS_MONEY_KINDS.convert,
    cashMinor: input.cashMinor,
  });
}
