import type { TPointsRates, TPointsSummary, TPointsType, ZConvertBody } from '@tala/contract/loyalty/points';
import { minorToDecimalString } from '@tala/contract/money';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { lockAccounts } from '../ledger/ledger.repository.ts';
import { postWithin } from '../ledger/ledger.service.ts';
import { verifyWithdrawPassword } from '../security/withdraw-password.service.ts';
import { pointsEntries, pointsTotals } from './points-account.repository.ts';
import { payConversion } from './points-cash.ts';
import { memberPointsAccount, pointsHouseAccount, pointsKind, pointsTypeOf } from './points-ledger.ts';
import type { TPointsMember } from './points-mall.service.ts';
import { readPointsRates, type TPointsRateTable } from './points-rates.ts';

export function ratesView(rates: TPointsRateTable): TPointsRates {
  return {
    categories: rates.categories,
    deposit: rates.deposit,
    convertPointsPerUnit: rates.convertPointsPerUnit,
    convertMinPoints: minorToDecimalString(rates.convertMinPoints),
  };
}

export async function pointsSummary(db: TDb, member: TPointsMember): Promise<TPointsSummary> {
  const [totals, rates, pending] = await Promise.all([
    pointsTotals(db, member.merchantId, member.memberId),
    readPointsRates(db, member.merchantId),
    db
      .selectFrom('points_redemptions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('member_id', '=', member.memberId)
      .where('status', '=', 'IN_PROCESS')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    balance: minorToDecimalString(totals.balance),
    earned: minorToDecimalString(totals.earned),
    rates: ratesView(rates),
    pending: pending.n,
  };
}

export async function pointsTransactions(
  db: TDb,
  member: TPointsMember,
  query: { page: number; pageSize: number; type?: TPointsType | undefined },
) {
  const { rows, total } = await pointsEntries(db, {
    merchantId: member.merchantId,
    memberId: member.memberId,
    kind: query.type ? pointsKind(query.type) : null,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const list = rows.map((row) => ({
    id: String(row.id),
    type: pointsTypeOf(row.kind) ?? 'ADJUST',
    points: minorToDecimalString(row.amount),
    balance: minorToDecimalString(row.balance_after),
    createdAt: row.created_at.toISOString(),
  }));
  return { list, ...pageFacts(total, query) };
}

/**
 * Points to money on MAIN at the merchant's rate (seed 001 §5: password-checked): whole points, at least the
 * minimum, a whole number of cents. One transaction under the points account's lock: the request id (a retry
 * answers the first result), the balance, the conversion row and its two postings — points back to the house, money
 * from the mall — so neither moves without the other.
 */
export async function convertPoints(db: TDb, member: TPointsMember, body: z.output<typeof ZConvertBody>) {
  const rates = await readPointsRates(db, member.merchantId);
  const points = BigInt(body.points) * 100n;
  if (points < rates.convertMinPoints) throw new AppError('PTS_CONVERT_MINIMUM');
  const perUnit = BigInt(rates.convertPointsPerUnit);
  if (points % perUnit !== 0n) throw new AppError('PTS_CONVERT_STEP');
  const cashMinor = points / perUnit;
  const earlier = await findConversion(db, member.memberId, body.requestId);
  if (earlier) return answerConversion(db, member, earlier, points);
  await verifyWithdrawPassword(db, member, body.withdrawPassword);
  const accountId = await memberPointsAccount(db, member.merchantId, member.memberId);
  await db.transaction().execute(async (trx) => {
    const [account] = await lockAccounts(trx, member.merchantId, [accountId]);
    if (!account) throw new Error('Invariant failed: the points account exists');
    if (await findConversion(trx, member.memberId, body.requestId)) return;
    if (account.balance < points) throw new AppError('PTS_INSUFFICIENT');
    const { id } = await trx
      .insertInto('points_conversions')
      .values({
        merchant_id: member.merchantId,
        member_id: member.memberId,
        request_id: body.requestId,
        points,
        cash_minor: cashMinor,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postWithin(trx, {
      merchantId: member.merchantId,
      idempotencyKey: `pts-convert:${id}`,
      kind: pointsKind('CONVERT'),
      entries: [
        { accountId, amount: -points },
        { accountId: await pointsHouseAccount(db, trx, member.merchantId), amount: points },
      ],
    });
    await payConversion(db, trx, member, { conversionId: id, cashMinor });
  });
  const stored = await findConversion(db, member.memberId, body.requestId);
  if (!stored) throw new Error('Invariant failed: the conversion is stored');
  return answerConversion(db, member, stored, points);
}

function findConversion(db: TDb, memberId: bigint, requestId: string) {
  return db
    .selectFrom('points_conversions')
    .select(['points', 'cash_minor'])
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

async function answerConversion(
  db: TDb,
  member: TPointsMember,
  row: { points: bigint; cash_minor: bigint },
  asked: bigint,
) {
  if (row.points !== asked) throw new AppError('PTS_REQUEST_CONFLICT');
  const { balance } = await pointsTotals(db, member.merchantId, member.memberId);
  return {
    points: minorToDecimalString(row.points),
    cash: minorToDecimalString(row.cash_minor),
    balance: minorToDecimalString(balance),
  };
}
