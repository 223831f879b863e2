import { minorToDecimalString } from '@tala/contract/money';
import type { TEligibility, TPromotionReward } from '@tala/contract/promotions/promotion-rules';
import type { TCloseReason, TMyEntry, TPromotionStatus } from '@tala/contract/promotions/promotions';
import { CLOSE_REASONS } from '@tala/contract/promotions/promotions';

const DAY_MS = 86_400_000;

export type TStatePromotion = {
  status: TPromotionStatus;
  startsAt: Date;
  endsAt: Date;
  budget: bigint | null;
  spent: bigint;
  eligibility: TEligibility;
  reward: TPromotionReward;
  /** A red envelope promotion's round open now and the envelopes left in it (decision 053); null between rounds. */
  round?: { endsAt: Date; left: number } | null;
};
export type TStateEntry = {
  id: bigint;
  state: 'JOINED' | 'APPLYING' | 'REJECTED' | 'PROCESS' | 'ISSUED' | 'CLAIMED' | 'CLOSE';
  reward: bigint | null;
  claimUntil: Date | null;
  reason: string | null;
};
/** The member as promotions judge them: registration time, demo or real, whether a deposit was ever credited. */
export type TStateMember = { registeredAt: Date; isDemo: boolean; hasDeposited: boolean };

const isCloseReason = (text: string | null): text is TCloseReason =>
  text !== null && (CLOSE_REASONS as readonly string[]).includes(text);

const mine = (fields: Partial<TMyEntry> & Pick<TMyEntry, 'state'>): TMyEntry => ({
  entryId: null,
  reason: null,
  note: null,
  reward: null,
  claimUntil: null,
  ...fields,
});

const closed = (reason: TCloseReason, entryId: bigint | null = null) =>
  mine({ state: 'CLOSE', reason, entryId: entryId === null ? null : String(entryId) });

/** A registration reward's window: claimable for `claimDays` from registration, if registered in the period. */
export function registrationWindow(
  promotion: Pick<TStatePromotion, 'startsAt' | 'endsAt' | 'reward'>,
  registeredAt: Date,
): Date | null {
  if (promotion.reward.type !== 'REGISTRATION') return null;
  if (registeredAt < promotion.startsAt || registeredAt >= promotion.endsAt) return null;
  return new Date(registeredAt.getTime() + promotion.reward.claimDays * DAY_MS);
}

/** Why a member may not take part (beyond the promotion's own state), or null. */
export function memberRefusal(
  promotion: TStatePromotion,
  member: TStateMember,
  now: Date,
): TCloseReason | null {
  if (member.isDemo) return 'DEMO_ACCOUNT';
  const { newMemberDays } = promotion.eligibility;
  if (newMemberDays !== null && now.getTime() - member.registeredAt.getTime() > newMemberDays * DAY_MS)
    return 'NOT_NEW_MEMBER';
  // A first-deposit bonus can never be met by a member who has deposited: say so before they join.
  if (promotion.eligibility.firstDepositOnly && member.hasDeposited) return 'NOT_QUALIFIED';
  if (promotion.reward.type === 'REGISTRATION') {
    const until = registrationWindow(promotion, member.registeredAt);
    if (until === null) return 'NOT_QUALIFIED';
    if (until <= now) return 'EXPIRED';
  }
  return null;
}

/** Why nobody can start taking part now, or null. */
export function promotionRefusal(promotion: TStatePromotion, now: Date): TCloseReason | null {
  if (promotion.status === 'PAUSED') return 'PAUSED';
  if (now >= promotion.endsAt) return 'ENDED';
  if (promotion.budget !== null && promotion.spent >= promotion.budget) return 'BUDGET_SPENT';
  return null;
}

/**
 * The seed's state of a promotion for one caller (decision 049): an entry's own state, made CLOSE when what it
 * waits for can no longer happen (a joined promotion that ended, a reward whose claim time passed); without an
 * entry COMING_SOON, JOIN or CLOSE with the reason — for a registration reward the member is entitled to, ISSUED
 * (its entry is written when it is claimed), and for a rebate or a referral programme JOINED (everyone takes part;
 * its entries are the periods' or friends' payments). A visitor (no member) sees what anyone would.
 */
export function stateFor(
  promotion: TStatePromotion,
  entry: TStateEntry | null,
  member: TStateMember | null,
  now: Date,
): TMyEntry {
  if (entry) return entryState(promotion, entry, now);
  if (promotion.status !== 'PAUSED' && now < promotion.startsAt) return mine({ state: 'COMING_SOON' });
  const shut = promotionRefusal(promotion, now);
  if (shut) return closed(shut);
  if (!member) return mine({ state: 'JOIN' });
  const refused = memberRefusal(promotion, member, now);
  if (refused) return closed(refused);
  // A rebate needs no joining: every real member's play of its periods counts (decision 050); nor does a referral
  // programme: every real member's friends count (decision 052).
  if (promotion.reward.type === 'REBATE' || promotion.reward.type === 'REFERRAL')
    return mine({ state: 'JOINED' });
  if (promotion.reward.type === 'RED_ENVELOPE') return envelopeState(promotion.round ?? null);
  if (promotion.reward.type === 'REGISTRATION') {
    const until = registrationWindow(promotion, member.registeredAt);
    return mine({
      state: 'ISSUED',
      reward: promotion.reward.amount,
      claimUntil: until?.toISOString() ?? null,
    });
  }
  return mine({ state: 'JOIN' });
}

/**
 * A red envelope for a member who has not grabbed in the current round: waiting for the next round (JOINED), an
 * envelope to grab until the round ends (ISSUED), or none left (CLOSE).
 */
function envelopeState(round: { endsAt: Date; left: number } | null): TMyEntry {
  if (!round) return mine({ state: 'JOINED' });
  if (round.left <= 0) return closed('ALL_GRABBED');
  return mine({ state: 'ISSUED', claimUntil: round.endsAt.toISOString() });
}

function entryState(promotion: TStatePromotion, entry: TStateEntry, now: Date): TMyEntry {
  const base = {
    entryId: String(entry.id),
    reward: entry.reward === null ? null : minorToDecimalString(entry.reward),
    claimUntil: entry.claimUntil?.toISOString() ?? null,
  };
  switch (entry.state) {
    case 'JOINED':
      // A joined promotion qualifies only inside its period; after it, nothing more can come of the entry — but a
      // raffle's entry waits for its draw (decision 053).
      return now >= promotion.endsAt && promotion.reward.type !== 'RAFFLE'
        ? closed('ENDED', entry.id)
        : mine({ ...base, state: 'JOINED' });
    case 'ISSUED':
      return entry.claimUntil !== null && entry.claimUntil <= now
        ? closed('EXPIRED', entry.id)
        : mine({ ...base, state: 'ISSUED' });
    case 'REJECTED':
      return mine({ ...base, state: 'REJECTED', note: entry.reason });
    case 'CLOSE':
      return mine({ ...base, state: 'CLOSE', reason: isCloseReason(entry.reason) ? entry.reason : null });
    default:
      return mine({ ...base, state: entry.state });
  }
}
