import { pickText } from '@tala/contract/i18n/localized-text';
import type { TPointsReward, TRedeemBody, TRedemption, ZRedeemBody } from '@tala/contract/loyalty/points';
import { minorToDecimalString } from '@tala/contract/money';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { lockAccounts } from '../ledger/ledger.repository.ts';
import { postWithin } from '../ledger/ledger.service.ts';
import type { TMemberReader } from '../notices/notices.service.ts';
import { activityBetween } from '../promotions/promotions.repository.ts';
import { verifyWithdrawPassword } from '../security/withdraw-password.service.ts';
import { pointsTotals } from './points-account.repository.ts';
import { payPointsCash } from './points-cash.ts';
import { memberPointsAccount, pointsHouseAccount, pointsKind } from './points-ledger.ts';
import {
  countRedeemed,
  findRedemptionByRequest,
  findRewardForUpdate,
  insertRedemption,
  listActiveRewards,
  listMemberRedemptions,
  redeemedByReward,
  type TRedemptionRow,
  takeStock,
} from './points-mall.repository.ts';

export type TPointsMember = TMemberReader;
type TRewardRow = Awaited<ReturnType<typeof listActiveRewards>>[number];

/** The rewards on show, with how many more the caller may take of each (seed 001 §3 "available quantity"). */
export async function listRewards(db: TDb, member: TPointsMember) {
  const [rows, taken] = await Promise.all([
    listActiveRewards(db, member.merchantId),
    redeemedByReward(db, member.memberId),
  ]);
  return { list: rows.map((row) => toReward(row, member, taken.get(row.id) ?? 0)) };
}

function toReward(
  row: TRewardRow,
  reader: Pick<TPointsMember, 'language' | 'defaultLanguage'>,
  taken: number,
): TPointsReward {
  return {
    id: String(row.id),
    kind: row.kind,
    name: pickText(row.names, reader.language, reader.defaultLanguage),
    description: pickText(row.descriptions, reader.language, reader.defaultLanguage),
    art: row.art,
    points: minorToDecimalString(row.points_cost),
    cash: row.kind === 'CASH' ? minorToDecimalString(row.cash_minor) : null,
    requiredDeposit: minorToDecimalString(row.required_deposit_minor),
    available: row.stock,
    memberLimit: row.member_limit,
    remainingForMe: row.member_limit === null ? null : Math.max(0, row.member_limit - taken),
    needsReview: !row.auto_approve,
  };
}

export function toRedemption(
  row: TRedemptionRow,
  reader: Pick<TPointsMember, 'language' | 'defaultLanguage'>,
): TRedemption {
  return {
    id: String(row.id),
    reference: `PR${String(row.id).padStart(8, '0')}`,
    rewardName: pickText(row.names, reader.language, reader.defaultLanguage),
    kind: row.kind,
    art: row.art,
    quantity: row.quantity,
    points: minorToDecimalString(row.points),
    cash: row.kind === 'CASH' ? minorToDecimalString(row.cash_minor) : null,
    receivingAddress: row.receiving_address,
    mobile: row.mobile,
    remark: row.remark,
    status: row.status,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

export async function myRedemptions(
  db: TDb,
  member: TPointsMember,
  query: { page: number; pageSize: number },
) {
  const { rows, total } = await listMemberRedemptions(db, member.memberId, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { list: rows.map((row) => toRedemption(row, member)), ...pageFacts(total, query) };
}

/**
 * Redeems a reward (seed 001 §5: withdrawal-password-checked; a physical reward needs a receiving address and a
 * mobile). One transaction under the member's points account lock: the request id is looked up there (a retry
 * answers the first result), then the member limit, the balance, the stock (a conditional update: of twenty
 * parallel redemptions of the last item one wins), the row and the points posting. A cash reward that needs no
 * review is paid to MAIN in the same transaction.
 */
export async function redeemReward(db: TDb, member: TPointsMember, body: z.output<typeof ZRedeemBody>) {
  const rewardId = BigInt(body.rewardId);
  const earlier = await findRedemptionByRequest(db, member.memberId, body.requestId);
  if (earlier) return answerReplay(db, member, earlier, body);
  await verifyWithdrawPassword(db, member, body.withdrawPassword);
  const accountId = await memberPointsAccount(db, member.merchantId, member.memberId);
  await db.transaction().execute(async (trx) => {
    const [account] = await lockAccounts(trx, member.merchantId, [accountId]);
    if (!account) throw new Error('Invariant failed: the points account exists');
    const replayed = await findRedemptionByRequest(trx, member.memberId, body.requestId);
    if (replayed) return;
    const reward = await findRewardForUpdate(trx, member.merchantId, rewardId);
    if (reward?.status !== 'ACTIVE') throw new AppError('PTS_REWARD_NOT_FOUND');
    const delivery = deliveryOf(reward.kind, body);
    if (reward.required_deposit_minor > 0n) {
      const { deposited } = await activityBetween(trx, member.memberId, {
        from: new Date(0),
        to: new Date(),
      });
      if (deposited < reward.required_deposit_minor) throw new AppError('PTS_DEPOSIT_REQUIRED');
    }
    if (reward.member_limit !== null) {
      const taken = await countRedeemed(trx, reward.id, member.memberId);
      if (taken + body.quantity > reward.member_limit) throw new AppError('PTS_MEMBER_LIMIT');
    }
    const points = reward.points_cost * BigInt(body.quantity);
    if (account.balance < points) throw new AppError('PTS_INSUFFICIENT');
    if (!(await takeStock(trx, reward.id, body.quantity))) throw new AppError('PTS_OUT_OF_STOCK');
    const cashMinor = reward.cash_minor * BigInt(body.quantity);
    const paidNow = reward.auto_approve;
    const id = await insertRedemption(trx, {
      merchantId: member.merchantId,
      memberId: member.memberId,
      rewardId: reward.id,
      requestId: body.requestId,
      quantity: body.quantity,
      points,
      cashMinor,
      ...delivery,
      remark: body.remark || null,
      status: paidNow ? 'APPROVED' : 'IN_PROCESS',
    });
    await postWithin(trx, {
      merchantId: member.merchantId,
      idempotencyKey: `pts-redeem:${id}`,
      kind: pointsKind('REDEEM'),
      entries: [
        { accountId, amount: -points },
        { accountId: await pointsHouseAccount(db, trx, member.merchantId), amount: points },
      ],
    });
    if (paidNow && cashMinor > 0n) await payPointsCash(db, trx, member, { redemptionId: id, cashMinor });
  });
  const row = await findRedemptionByRequest(db, member.memberId, body.requestId);
  if (!row) throw new Error('Invariant failed: the redemption is stored');
  return answerReplay(db, member, row, body);
}

function deliveryOf(kind: 'CASH' | 'PHYSICAL', body: TRedeemBody) {
  const receivingAddress = body.receivingAddress?.trim() || null;
  const mobile = body.mobile?.trim() || null;
  if (kind === 'PHYSICAL' && (!receivingAddress || !mobile)) throw new AppError('PTS_DELIVERY_REQUIRED');
  return { receivingAddress, mobile };
}

/** The redemption of this request id: the same redemption answers its first result; anything else is a conflict. */
async function answerReplay(
  db: TDb,
  member: TPointsMember,
  row: TRedemptionRow,
  body: z.output<typeof ZRedeemBody>,
) {
  if (String(row.reward_id) !== body.rewardId || row.quantity !== body.quantity) {
    throw new AppError('PTS_REQUEST_CONFLICT');
  }
  return { redemption: toRedemption(row, member), balance: await balanceText(db, member) };
}

async function balanceText(db: TDb, member: TPointsMember): Promise<string> {
  return minorToDecimalString((await pointsTotals(db, member.merchantId, member.memberId)).balance);
}
