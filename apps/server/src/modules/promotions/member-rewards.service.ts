import { resolveText } from '@tala/contract/i18n/localized-text';
import { minorToDecimalString } from '@tala/contract/money';
import type { TReward } from '@tala/contract/promotions/promotions';
import type { TDb } from '../../db/database.ts';
import { pageFacts } from '../../lib/paging.ts';
import { BONUS_WALLET, memberWallets } from '../ledger/ledger.service.ts';
import { bonusView } from './bonus-view.ts';
import { pageBonuses } from './bonuses.repository.ts';
import { stateFor } from './promotion-state.ts';
import { listRewardEntries, listShownPromotions } from './promotions.repository.ts';
import { stateMember, type TPromoReader, toPromotion } from './promotions.service.ts';

const REWARDS_SHOWN = 50;

/** GET /wps/member/bonuses (bonus details): the member's bonuses, newest first, and the bonus money now. */
export async function myBonuses(
  db: TDb,
  reader: TPromoReader & { memberId: bigint },
  query: { page: number; pageSize: number },
) {
  const { rows, total } = await pageBonuses(db, reader.memberId, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const wallets = await memberWallets(db, reader.merchantId, reader.memberId);
  const bonusBalance = wallets.find((wallet) => wallet.code === BONUS_WALLET)?.balance ?? 0n;
  return {
    list: rows.map((row) => bonusView(row, reader)),
    ...pageFacts(total, query),
    bonusBalance: minorToDecimalString(bonusBalance),
  };
}

/**
 * GET /wps/member/rewards (reward centre): what waits to be claimed — entries ISSUED and registration rewards the
 * member is entitled to — and what was claimed or is being wagered.
 */
export async function myRewards(db: TDb, reader: TPromoReader & { memberId: bigint }) {
  const title = (text: Parameters<typeof resolveText>[0]) =>
    resolveText(text, reader.language, reader.defaultLanguage)?.text ?? '';
  const entries = await listRewardEntries(
    db,
    reader.memberId,
    ['ISSUED', 'PROCESS', 'CLAIMED'],
    REWARDS_SHOWN,
  );
  const now = new Date();
  const toReward = (row: (typeof entries)[number]): TReward => ({
    entryId: String(row.id),
    promotionId: String(row.promotion_id),
    title: title(row.title),
    state: row.state === 'ISSUED' && row.claim_until !== null && row.claim_until <= now ? 'CLOSE' : row.state,
    amount: minorToDecimalString(row.reward ?? 0n),
    isBonus: hasWagering(row.rule),
    claimUntil: row.claim_until?.toISOString() ?? null,
    updatedAt: row.updated_at.toISOString(),
  });
  // An issued reward whose claim time passed shows as closed, with the history.
  const rewards = entries.map(toReward);
  return {
    waiting: [...rewards.filter((r) => r.state === 'ISSUED'), ...(await registrationRewards(db, reader))],
    history: rewards.filter((r) => r.state !== 'ISSUED'),
  };
}

/** Live registration promotions whose reward the member may still claim (no entry yet: written on claim). */
async function registrationRewards(db: TDb, reader: TPromoReader & { memberId: bigint }): Promise<TReward[]> {
  const member = await stateMember(db, reader.memberId);
  const promotions = (await listShownPromotions(db, reader.merchantId))
    .filter((row) => row.type === 'REGISTRATION')
    .map(toPromotion);
  if (promotions.length === 0) return [];
  const claimed = await db
    .selectFrom('promotion_entries')
    .select('promotion_id')
    .where('member_id', '=', reader.memberId)
    .where(
      'promotion_id',
      'in',
      promotions.map((p) => p.id),
    )
    .execute();
  const now = new Date();
  return promotions
    .filter((p) => !claimed.some((row) => row.promotion_id === p.id))
    .map((p) => ({ promotion: p, mine: stateFor(p, null, member, now) }))
    .filter(({ mine }) => mine.state === 'ISSUED')
    .map(({ promotion, mine }) => ({
      entryId: '0',
      promotionId: String(promotion.id),
      title: resolveText(promotion.row.title, reader.language, reader.defaultLanguage)?.text ?? '',
      state: 'ISSUED',
      amount: mine.reward ?? '0.00',
      isBonus: hasWagering(promotion.reward),
      claimUntil: mine.claimUntil,
      updatedAt: promotion.row.starts_at.toISOString(),
    }));
}

function hasWagering(rule: unknown): boolean {
  return typeof rule === 'object' && rule !== null && 'wagering' in rule && rule.wagering !== null;
}
