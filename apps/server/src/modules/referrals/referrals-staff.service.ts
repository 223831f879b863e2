import type { TBoReferralFilter, TBoReferralPage } from '@tala/contract/backoffice/referrals';
import type { TStaffRole } from '@tala/contract/backoffice/staff';
import type { TLanguage } from '@tala/contract/i18n/languages';
import { resolveText } from '@tala/contract/i18n/localized-text';
import { minorToDecimalString } from '@tala/contract/money';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { maskIp } from '../member/personal-data-mask.ts';
import { seesMaskedPersonalData } from '../staff/permissions.ts';

export type TReferralViewer = { merchantId: number; role: TStaffRole; language: TLanguage };

/**
 * GET /bo/api/referrals (decision 052): the merchant's referrals newest first — who brought whom, under which
 * programme, where it stands and why, what it paid — with counts over everything the filter matches. A username
 * matches the referrer or the friend. Support sees the friend's address masked (decision 016).
 */
export async function listReferrals(
  db: TDb,
  viewer: TReferralViewer,
  query: TBoReferralFilter,
): Promise<TBoReferralPage> {
  let filtered = db
    .selectFrom('referrals as r')
    .innerJoin('members as referrer', 'referrer.id', 'r.referrer_id')
    .innerJoin('members as friend', 'friend.id', 'r.friend_id')
    .where('r.merchant_id', '=', viewer.merchantId);
  if (query.status) filtered = filtered.where('r.status', '=', query.status);
  if (query.username) {
    const name = query.username.toLowerCase();
    filtered = filtered.where((eb) =>
      eb.or([eb(sql`lower(referrer.username)`, '=', name), eb(sql`lower(friend.username)`, '=', name)]),
    );
  }
  const summary = await filtered
    .select([
      sql<string>`count(*) FILTER (WHERE r.status = 'PENDING')`.as('pending'),
      sql<string>`count(*) FILTER (WHERE r.status = 'REWARDED')`.as('rewarded'),
      sql<string>`count(*) FILTER (WHERE r.status = 'REFUSED')`.as('refused'),
      sql<string>`count(*) FILTER (WHERE r.status = 'LAPSED')`.as('lapsed'),
      sql<string>`coalesce(sum(r.reward), 0)`.as('paid'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .leftJoin('promotions as p', 'p.id', 'r.promotion_id')
    .select([
      'referrer.username as referrer',
      'friend.username as friend',
      'p.title',
      'r.status',
      'r.reason',
      'r.created_at',
      'r.decided_at',
      'r.ip',
      'r.reward',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.friend_id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const masked = seesMaskedPersonalData(viewer.role);
  const counts = {
    pending: Number(summary.pending),
    rewarded: Number(summary.rewarded),
    refused: Number(summary.refused),
    lapsed: Number(summary.lapsed),
  };
  const total = counts.pending + counts.rewarded + counts.refused + counts.lapsed;
  return {
    list: rows.map((row) => ({
      referrer: row.referrer,
      friend: row.friend,
      promotionTitle: row.title
        ? (resolveText(row.title, viewer.language, viewer.language)?.text ?? null)
        : null,
      status: row.status,
      reason: row.reason,
      registeredAt: row.created_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
      ip: row.ip && masked ? maskIp(row.ip) : row.ip,
      reward: row.reward === null ? null : minorToDecimalString(row.reward),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    summary: { ...counts, paid: minorToDecimalString(BigInt(summary.paid)) },
  };
}
