import '../../db/schema-points.ts';
import type {
  TBoRedemption,
  TBoReward,
  ZBoPointsAdjustBody,
  ZBoRedemptionQuery,
  ZBoRewardBody,
} from '@tala/contract/backoffice/points';
import type { TStaffRole } from '@tala/contract/backoffice/staff';
import { DEFAULT_LANGUAGE, parseLanguage, type TLanguage } from '@tala/contract/i18n/languages';
import { pickText } from '@tala/contract/i18n/localized-text';
import type { TPointsRates } from '@tala/contract/loyalty/points';
import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { LedgerError, postWithin } from '../ledger/ledger.service.ts';
import { findMemberByUsername } from '../member/member.repository.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { seesMaskedPersonalData } from '../staff/permissions.ts';
import { ratesView } from './points.service.ts';
import { pointsTotals } from './points-account.repository.ts';
import { payPointsCash } from './points-cash.ts';
import { memberPointsAccount, pointsHouseAccount, pointsKind } from './points-ledger.ts';
import { findRedemption, returnStock, reviewRedemption } from './points-mall.repository.ts';
import { readPointsRates, savePointsRates } from './points-rates.ts';

const minor = (decimal: string): bigint => {
  const value = decimalStringToMinor(decimal);
  if (value === null) throw new AppError('VALIDATION_FAILED');
  return value;
};

export async function listStaffRewards(db: TDb, merchantId: number): Promise<{ list: TBoReward[] }> {
  const rows = await db
    .selectFrom('points_rewards as w')
    .selectAll('w')
    .select(
      sql<number>`(SELECT coalesce(sum(quantity), 0)::int FROM points_redemptions r
                    WHERE r.reward_id = w.id AND r.status <> 'REJECTED')`.as('redeemed'),
    )
    .where('w.merchant_id', '=', merchantId)
    .orderBy('w.sort')
    .orderBy('w.id')
    .limit(100)
    .execute();
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      names: row.names,
      descriptions: row.descriptions,
      art: row.art,
      points: minorToDecimalString(row.points_cost),
      cash: row.kind === 'CASH' ? minorToDecimalString(row.cash_minor) : null,
      requiredDeposit: minorToDecimalString(row.required_deposit_minor),
      stock: row.stock,
      memberLimit: row.member_limit,
      autoApprove: row.auto_approve,
      status: row.status,
      sort: row.sort,
      redeemed: row.redeemed,
    })),
  };
}

function rewardValues(body: z.output<typeof ZBoRewardBody>) {
  return {
    kind: body.kind,
    names: JSON.stringify(body.names),
    descriptions: JSON.stringify(body.descriptions),
    art: body.art,
    points_cost: minor(body.points),
    cash_minor: body.cash === null ? 0n : minor(body.cash),
    required_deposit_minor: minor(body.requiredDeposit),
    stock: body.stock,
    member_limit: body.memberLimit,
    auto_approve: body.autoApprove,
    status: body.status,
    sort: body.sort,
  };
}

/** A new reward of the mall (the seed's demo rewards come through here too). */
export async function createReward(
  db: TDb,
  actor: TActor,
  body: z.output<typeof ZBoRewardBody>,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('points_rewards')
      .values({ merchant_id: actor.merchantId, ...rewardValues(body) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'points.reward.create',
      targetType: 'points_reward',
      targetId: String(id),
      after: body,
    });
    return String(id);
  });
}

export async function updateReward(
  db: TDb,
  actor: TActor,
  id: bigint,
  body: z.output<typeof ZBoRewardBody>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('points_rewards')
      .selectAll()
      .where('merchant_id', '=', actor.merchantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('PTS_REWARD_NOT_FOUND');
    await trx
      .updateTable('points_rewards')
      .set({ ...rewardValues(body), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'points.reward.update',
      targetType: 'points_reward',
      targetId: String(id),
      before,
      after: body,
    });
  });
}

type TViewer = { merchantId: number; role: TStaffRole; language: TLanguage };

/** The redemption queue; support sees the delivery details masked (decision 016). */
export async function listStaffRedemptions(
  db: TDb,
  viewer: TViewer & { defaultLanguage: string },
  query: z.output<typeof ZBoRedemptionQuery>,
) {
  const base = db
    .selectFrom('points_redemptions as r')
    .innerJoin('points_rewards as w', 'w.id', 'r.reward_id')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .where('r.merchant_id', '=', viewer.merchantId)
    .$if(query.status !== undefined, (q) => q.where('r.status', '=', query.status as 'IN_PROCESS'));
  const [rows, count] = await Promise.all([
    base
      .select([
        'r.id',
        'r.quantity',
        'r.points',
        'r.cash_minor',
        'r.receiving_address',
        'r.mobile',
        'r.remark',
        'r.status',
        'r.reason',
        'r.created_at',
        'r.reviewed_at',
        'w.names',
        'w.kind',
        'm.username',
      ])
      .orderBy('r.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const masked = seesMaskedPersonalData(viewer.role);
  const fallback = parseLanguage(viewer.defaultLanguage) ?? DEFAULT_LANGUAGE;
  const list = rows.map(
    (row): TBoRedemption => ({
      id: String(row.id),
      reference: `PR${String(row.id).padStart(8, '0')}`,
      username: row.username,
      rewardName: pickText(row.names, viewer.language, fallback),
      kind: row.kind,
      quantity: row.quantity,
      points: minorToDecimalString(row.points),
      cash: row.kind === 'CASH' ? minorToDecimalString(row.cash_minor) : null,
      receivingAddress:
        row.receiving_address && masked ? maskAddress(row.receiving_address) : row.receiving_address,
      mobile: row.mobile && masked ? `${row.mobile.slice(0, 3)}•••${row.mobile.slice(-2)}` : row.mobile,
      remark: row.remark,
      status: row.status,
      reason: row.reason,
      createdAt: row.created_at.toISOString(),
      reviewedAt: row.reviewed_at?.toISOString() ?? null,
    }),
  );
  return { list, ...pageFacts(count.n, query) };
}

/** The first word of the address (a town or a street number tells little), the rest hidden. */
function maskAddress(address: string): string {
  const [first = ''] = address.trim().split(/\s+/);
  return `${first.slice(0, 12)} •••`;
}

/** Approves a redemption waiting for review; a cash reward's money is paid in the same transaction. */
export async function approveRedemption(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  id: bigint,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findRedemption(trx, merchant.id, id);
    if (!row) throw new AppError('BO_REDEMPTION_NOT_FOUND');
    if (!(await reviewRedemption(trx, { id, status: 'APPROVED', reason: null, staffId: actor.staffId }))) {
      throw new AppError('BO_REDEMPTION_NOT_PENDING');
    }
    if (row.kind === 'CASH' && row.cash_minor > 0n) {
      const member = { merchantId: merchant.id, memberId: row.member_id, currency: merchant.currency };
      await payPointsCash(db, trx, member, { redemptionId: id, cashMinor: row.cash_minor });
    }
    await writeAudit(trx, actor, {
      action: 'points.redemption.approve',
      targetType: 'points_redemption',
      targetId: String(id),
    });
  });
}

/** Rejects a redemption waiting for review: its points and its stock come back (seed 001 §4). */
export async function rejectRedemption(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  id: bigint,
  reason: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findRedemption(trx, merchant.id, id);
    if (!row) throw new AppError('BO_REDEMPTION_NOT_FOUND');
    if (!(await reviewRedemption(trx, { id, status: 'REJECTED', reason, staffId: actor.staffId }))) {
      throw new AppError('BO_REDEMPTION_NOT_PENDING');
    }
    await returnStock(trx, row.reward_id, row.quantity);
    await postWithin(trx, {
      merchantId: merchant.id,
      idempotencyKey: `pts-redeem-return:${id}`,
      kind: pointsKind('REDEEM_RETURN'),
      entries: [
        { accountId: await pointsHouseAccount(db, trx, merchant.id), amount: -row.points },
        { accountId: await memberPointsAccount(trx, merchant.id, row.member_id), amount: row.points },
      ],
    });
    await writeAudit(trx, actor, {
      action: 'points.redemption.reject',
      targetType: 'points_redemption',
      targetId: String(id),
      after: { reason },
    });
  });
}

export async function staffPointsRates(db: TDb, merchantId: number): Promise<TPointsRates> {
  return ratesView(await readPointsRates(db, merchantId));
}

export async function saveStaffPointsRates(
  db: TDb,
  actor: TActor,
  body: TPointsRates,
): Promise<TPointsRates> {
  const rates = {
    categories: body.categories,
    deposit: body.deposit,
    convertPointsPerUnit: body.convertPointsPerUnit,
    convertMinPoints: minor(body.convertMinPoints),
  };
  if (rates.convertMinPoints < 100n) throw new AppError('VALIDATION_FAILED');
  await db.transaction().execute(async (trx) => {
    const before = await readPointsRates(trx, actor.merchantId);
    await savePointsRates(trx, actor.merchantId, rates);
    await writeAudit(trx, actor, {
      action: 'points.rates',
      targetType: 'merchant',
      targetId: String(actor.merchantId),
      before: ratesView(before),
      after: body,
    });
  });
  return staffPointsRates(db, actor.merchantId);
}

/** A manual adjustment of a player's points (audited; a take-away never below zero; once per request id). */
export async function adjustPoints(db: TDb, actor: TActor, body: z.output<typeof ZBoPointsAdjustBody>) {
  const member = await findMemberByUsername(db, actor.merchantId, body.username);
  if (!member) throw new AppError('BO_MEMBER_NOT_FOUND');
  const points = minor(body.points);
  const account = await memberPointsAccount(db, actor.merchantId, member.id);
  await db.transaction().execute(async (trx) => {
    const house = await pointsHouseAccount(db, trx, actor.merchantId);
    try {
      const posted = await postWithin(trx, {
        merchantId: actor.merchantId,
        idempotencyKey: `pts-adjust:${body.requestId}`,
        kind: pointsKind('ADJUST'),
        entries: [
          { accountId: account, amount: points },
          { accountId: house, amount: -points },
        ],
      });
      if (posted.replayed) return;
    } catch (error) {
      if (error instanceof LedgerError && error.failure === 'INSUFFICIENT_FUNDS')
        throw new AppError('BO_POINTS_INSUFFICIENT');
      if (error instanceof LedgerError && error.failure === 'IDEMPOTENCY_CONFLICT')
        throw new AppError('BO_IDEMPOTENCY_CONFLICT');
      throw error;
    }
    await writeAudit(trx, actor, {
      action: 'points.adjust',
      targetType: 'member',
      targetId: String(member.id),
      after: { points: body.points, reason: body.reason },
    });
  });
  const { balance } = await pointsTotals(db, actor.merchantId, member.id);
  return { username: member.username, points: body.points, balance: minorToDecimalString(balance) };
}
