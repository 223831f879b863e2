import { resolveText } from '@tala/contract/i18n/localized-text';
import { minorToDecimalString } from '@tala/contract/money';
import { ZReferralReward } from '@tala/contract/promotions/promotion-rules';
import type { TMyReferrals } from '@tala/contract/promotions/referrals';
import type { TDb } from '../../db/database.ts';
import { maskUsername } from '../member/personal-data-mask.ts';
import type { TNoticeReader } from '../notices/notices.service.ts';
import { referralCodeOf } from './referral-attribution.ts';
import { findLiveProgramme, pageFriends, referrerTotals } from './referrals.repository.ts';

export type TReferralReader = TNoticeReader & { memberId: bigint };

/** GET /wps/member/referral: the caller's code, the programme their friends would join now, and their friends. */
export async function myReferrals(
  db: TDb,
  reader: TReferralReader,
  page: { page: number; pageSize: number },
): Promise<TMyReferrals> {
  const code = await referralCodeOf(db, { merchantId: reader.merchantId, memberId: reader.memberId });
  const row = await findLiveProgramme(db, reader.merchantId, new Date());
  const rule = row ? ZReferralReward.safeParse(row.reward) : null;
  const title = row ? resolveText(row.title, reader.language, reader.defaultLanguage) : null;
  const totals = await referrerTotals(db, reader.memberId);
  const friends = await pageFriends(db, reader.memberId, {
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  return {
    code,
    programme:
      row && rule?.success && title
        ? {
            promotionId: String(row.id),
            title: title.text,
            endsAt: row.ends_at.toISOString(),
            rule: rule.data,
          }
        : null,
    totals: { ...totals, earned: minorToDecimalString(totals.earned) },
    friends: {
      list: friends.map((friend) => ({
        name: maskUsername(friend.username),
        registeredAt: friend.created_at.toISOString(),
        status: friend.status,
        reason: friend.reason,
        hasDeposited: Boolean(friend.has_deposited),
        qualifyUntil: friend.qualify_until.toISOString(),
        reward: friend.reward === null ? null : minorToDecimalString(friend.reward),
      })),
      page: page.page,
      pageSize: page.pageSize,
      total: totals.invited,
      totalPages: Math.max(1, Math.ceil(totals.invited / page.pageSize)),
    },
  };
}
