import { isDemoAccount } from '@tala/contract/constants';
import { resolveText } from '@tala/contract/i18n/localized-text';
import { minorToDecimalString } from '@tala/contract/money';
import { ZEligibility, ZPromotionReward } from '@tala/contract/promotions/promotion-rules';
import type {
  TPromotionCard,
  TPromotionCategory,
  TPromotionDetail,
} from '@tala/contract/promotions/promotions';
import { envelopeWindows, roundCycle, type TEnvelopeRounds } from '@tala/contract/promotions/red-envelope';
import { dayIn } from '@tala/contract/time-zone';
import type { TDb } from '../../db/database.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { sanitizeAnnouncementHtml } from '../notices/html-sanitizer.ts';
import type { TNoticeReader } from '../notices/notices.service.ts';
import { minorOf } from './bonus-lifecycle.ts';
import { bonusView } from './bonus-view.ts';
import { findEntryBonus } from './bonuses.repository.ts';
import { stateFor, type TStateEntry, type TStateMember, type TStatePromotion } from './promotion-state.ts';
import {
  activityBetween,
  findMemberEntries,
  findShownPromotion,
  listShownPromotions,
  type TEntryRow,
  type TPromotionRow,
} from './promotions.repository.ts';
import { raffleState } from './raffle.service.ts';
import { withRounds } from './red-envelope-rounds.ts';

/** A promotion as the services use it; a red envelope's carries its rounds once `withRounds` read them. */
export type TPromotion = TStatePromotion & {
  id: bigint;
  row: TPromotionRow;
  rounds?: TEnvelopeRounds | null;
};

/** The stored rules through the contract's schemas (written through them; a row that does not parse is a bug). */
export function toPromotion(row: TPromotionRow): TPromotion {
  const reward = ZPromotionReward.safeParse(row.reward);
  const eligibility = ZEligibility.safeParse(row.eligibility);
  assert(reward.success && eligibility.success, `promotion ${row.id} holds rules its schemas accept`);
  return {
    id: row.id,
    row,
    status: row.status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    budget: row.budget,
    spent: row.spent,
    eligibility: eligibility.data,
    reward: reward.data,
  };
}

/**
 * The entry cycle a promotion is in now: ONCE, the merchant's day for a once-a-day promotion, or for a red envelope
 * the round open now (else the last one, so a grab stays shown until the next round opens).
 */
export function currentCycle(promotion: TStatePromotion, timeZone: string, now: Date = new Date()): string {
  if (promotion.reward.type === 'RED_ENVELOPE') {
    const windows = envelopeWindows(promotion.reward, timeZone, promotion, now);
    const round = windows.open ?? windows.last;
    return round ? roundCycle(round) : 'ONCE';
  }
  return promotion.eligibility.frequency === 'DAILY' ? dayIn(timeZone, now) : 'ONCE';
}

export type TPromoReader = TNoticeReader & { merchant: TMerchant; memberId: bigint | null };

/** The member as promotions see them: when they registered, demo or real, and whether they ever deposited. */
export async function stateMember(db: TDb, memberId: bigint | null): Promise<TStateMember | null> {
  if (memberId === null) return null;
  const row = await db
    .selectFrom('members as m')
    .select(['m.created_at', 'm.agent_type'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('deposits as d')
            .select('d.id')
            .whereRef('d.merchant_id', '=', 'm.merchant_id')
            .whereRef('d.member_id', '=', 'm.id')
            .where('d.status', '=', 'PAID'),
        )
        .as('has_deposited'),
    )
    .where('m.id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    registeredAt: row.created_at,
    isDemo: isDemoAccount(row.agent_type),
    hasDeposited: Boolean(row.has_deposited),
  };
}

/** An entry row as the state derivation reads it. */
export const toStateEntry = (row: TEntryRow): TStateEntry => ({
  id: row.id,
  state: row.state,
  reward: row.reward,
  claimUntil: row.claim_until,
  reason: row.reason,
});

function toCard(promotion: TPromotion, reader: TPromoReader, mine: TPromotionCard['mine']): TPromotionCard {
  const { row } = promotion;
  const title = resolveText(row.title, reader.language, reader.defaultLanguage);
  assert(title, 'a promotion has a title (CHECK promotions_title)');
  return {
    id: String(row.id),
    type: row.type,
    category: row.category,
    title: title.text,
    summary: row.summary[title.language] ?? '',
    lang: title.language,
    artwork: row.artwork,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    reward: promotion.reward,
    mine,
    rounds: promotion.rounds ?? null,
  };
}

/** The caller's entries in these promotions for their current cycles, by promotion. */
async function entriesByPromotion(db: TDb, reader: TPromoReader, promotions: TPromotion[]) {
  if (reader.memberId === null) return new Map<bigint, TEntryRow>();
  const timeZone = reader.merchant.settings.timeZone;
  const now = new Date();
  const cycles = new Map(
    promotions.map((promotion) => [promotion.id, currentCycle(promotion, timeZone, now)]),
  );
  const rows = await findMemberEntries(
    db,
    reader.memberId,
    promotions.map((p) => p.id),
    [...new Set(cycles.values())],
  );
  const byPromotion = new Map<bigint, TEntryRow>();
  for (const promotion of promotions) {
    const cycle = cycles.get(promotion.id);
    const entry = rows.find((row) => row.promotion_id === promotion.id && row.cycle === cycle);
    if (entry) byPromotion.set(promotion.id, entry);
  }
  return byPromotion;
}

/** GET /wps/promo: the shown promotions with the caller's state in each. */
export async function listPromotions(db: TDb, reader: TPromoReader, category?: TPromotionCategory) {
  const timeZone = reader.merchant.settings.timeZone;
  const rows = await listShownPromotions(db, reader.merchantId, category);
  const promotions = await withRounds(db, rows.map(toPromotion), timeZone);
  const member = await stateMember(db, reader.memberId);
  const entries = await entriesByPromotion(db, reader, promotions);
  const now = new Date();
  return {
    list: promotions.map((promotion) => {
      const entry = entries.get(promotion.id);
      return toCard(promotion, reader, stateFor(promotion, entry ? toStateEntry(entry) : null, member, now));
    }),
  };
}

/** GET /wps/promo/detail: one promotion, its rules, and the caller's progress in it. */
export async function promotionDetail(db: TDb, reader: TPromoReader, id: bigint): Promise<TPromotionDetail> {
  const row = await findShownPromotion(db, reader.merchantId, id);
  if (!row) throw new AppError('PROMO_NOT_FOUND');
  const [promotion] = await withRounds(db, [toPromotion(row)], reader.merchant.settings.timeZone);
  assert(promotion, 'withRounds keeps every promotion');
  const entry = (await entriesByPromotion(db, reader, [promotion])).get(promotion.id) ?? null;
  const member = await stateMember(db, reader.memberId);
  const card = toCard(
    promotion,
    reader,
    stateFor(promotion, entry && toStateEntry(entry), member, new Date()),
  );
  const rules = row.rules_html[card.lang] ?? '';
  return {
    ...card,
    rulesHtml: sanitizeAnnouncementHtml(rules),
    eligibility: promotion.eligibility,
    signupProgress: entry ? await signupProgress(db, promotion, entry) : null,
    application:
      entry && promotion.reward.type === 'APPLICATION'
        ? { comment: entry.comment ?? '', images: entry.images.length }
        : null,
    bonus: entry ? await entryBonus(db, reader, entry) : null,
    raffle: await raffleState(db, promotion, entry),
  };
}

/** A joined sign-up promotion's activity since joining (minor units), and whether it meets the rule. */
export async function measureSignup(db: TDb, promotion: TPromotion, entry: TEntryRow) {
  const { reward } = promotion;
  if (reward.type !== 'SIGNUP' || entry.state !== 'JOINED') return null;
  const now = new Date();
  const activity = await activityBetween(db, entry.member_id, {
    from: entry.joined_at,
    to: promotion.endsAt < now ? promotion.endsAt : now,
  });
  const isMet =
    activity.deposited >= minorOf(reward.minDeposit) && activity.turnover >= minorOf(reward.minTurnover);
  return { ...activity, isMet, rule: reward };
}

async function signupProgress(db: TDb, promotion: TPromotion, entry: TEntryRow) {
  const measured = await measureSignup(db, promotion, entry);
  if (!measured) return null;
  return {
    deposited: minorToDecimalString(measured.deposited),
    minDeposit: measured.rule.minDeposit,
    turnover: minorToDecimalString(measured.turnover),
    minTurnover: measured.rule.minTurnover,
  };
}

async function entryBonus(db: TDb, reader: TPromoReader, entry: TEntryRow) {
  const bonus = await findEntryBonus(db, entry.id);
  return bonus ? bonusView(bonus, reader) : null;
}
