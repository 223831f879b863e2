import type { TBoPromotion, TBoPromotionBody } from '@tala/contract/backoffice/promotions';
import type { TEligibility, TPromotionReward } from '@tala/contract/promotions/promotion-rules';
import type { TWageringRule } from '@tala/contract/promotions/wagering-rule';
import { fromZonedLocal, toZonedLocal } from '@tala/contract/time-zone';

/** The promotion types whose engine exists (decision 049); the others come with theirs. */
export const EDITABLE_TYPES = [
  'DEPOSIT_BONUS',
  'REGISTRATION',
  'SIGNUP',
  'REBATE',
  'APPLICATION',
  'REFERRAL',
  'RED_ENVELOPE',
  'RAFFLE',
] as const;
export type TEditableType = (typeof EDITABLE_TYPES)[number];

/** What the editor holds: the body with its period as the merchant's wall-clock times. */
export type TDraft = Omit<TBoPromotionBody, 'startsAt' | 'endsAt' | 'type' | 'reward' | 'eligibility'> & {
  type: TEditableType;
  reward: TPromotionReward;
  eligibility: TEligibility;
  startsLocal: string;
  endsLocal: string;
};

const DAY_MS = 86_400_000;

export const BLANK_WAGERING: TWageringRule = {
  multiplier: 10,
  base: 'BONUS',
  weightsBp: {},
  maxBet: null,
  expiryDays: 7,
  withdrawRule: 'FORFEIT',
};

/** A new reward of each type, with the values an operator most often starts from. */
export function blankReward(type: TEditableType): TPromotionReward {
  if (type === 'DEPOSIT_BONUS')
    return { type, percentBp: 10_000, cap: '1000.00', minDeposit: '100.00', wagering: BLANK_WAGERING };
  if (type === 'REGISTRATION') return { type, amount: '10.00', claimDays: 7, wagering: null };
  if (type === 'APPLICATION') return { type, amount: '20.00', needsImage: true, wagering: null };
  if (type === 'RED_ENVELOPE')
    return {
      type,
      times: ['12:00', '20:00'],
      grabMinutes: 30,
      roundBudget: '1000.00',
      envelopes: 100,
      minAmount: '1.00',
      minDepositToday: '0.00',
      wagering: null,
    };
  if (type === 'RAFFLE')
    return {
      type,
      ticketEvery: '100.00',
      maxTickets: 500,
      prizes: [
        { amount: '1000.00', winners: 1 },
        { amount: '100.00', winners: 10 },
      ],
      claimDays: 7,
    };
  if (type === 'REFERRAL')
    return {
      type,
      amount: '50.00',
      minFirstDeposit: '100.00',
      minTurnover: '300.00',
      qualifyDays: 30,
      maxFriends: 20,
    };
  if (type === 'REBATE')
    return {
      type,
      basis: 'VALID_BET',
      period: 'DAILY',
      ratesBp: { RNG: 100, FISH: 100, LIVE: 50, SPORTS: 50 },
      minPayout: '1.00',
      cap: null,
      claimDays: null,
    };
  return { type, minDeposit: '100.00', minTurnover: '500.00', amount: '10.00', wagering: null };
}

export const BLANK_ELIGIBILITY: TEligibility = {
  newMemberDays: null,
  depositChannels: [],
  firstDepositOnly: false,
  frequency: 'ONCE',
  onePerDeviceAndIp: false,
};

export function blankDraft(timeZone: string): TDraft {
  const now = Date.now();
  return {
    type: 'DEPOSIT_BONUS',
    category: 'DEPOSIT',
    title: {},
    summary: {},
    rulesHtml: {},
    artwork: 'welcome-bonus',
    startsLocal: toZonedLocal(new Date(now).toISOString(), timeZone),
    endsLocal: toZonedLocal(new Date(now + 30 * DAY_MS).toISOString(), timeZone),
    eligibility: BLANK_ELIGIBILITY,
    reward: blankReward('DEPOSIT_BONUS'),
    budget: null,
    sort: 0,
  };
}

export function draftOf(promotion: TBoPromotion, timeZone: string): TDraft {
  const type = EDITABLE_TYPES.find((editable) => editable === promotion.type) ?? 'DEPOSIT_BONUS';
  return {
    type,
    category: promotion.category,
    title: promotion.title,
    summary: promotion.summary,
    rulesHtml: promotion.rulesHtml,
    artwork: promotion.artwork,
    startsLocal: toZonedLocal(promotion.startsAt, timeZone),
    endsLocal: toZonedLocal(promotion.endsAt, timeZone),
    eligibility: promotion.eligibility,
    reward: promotion.reward,
    budget: promotion.budget,
    sort: promotion.sort,
  };
}

/** "5000" or "5000.5" as the contract writes money ("5000.00"); anything else is left for the schema to refuse. */
export function normalMoney(text: string): string {
  const trimmed = text.trim().replace(/,/g, '');
  return /^\d{1,15}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed).toFixed(2) : trimmed;
}

/** The body the server takes: the period read on the merchant's clock, money written as the contract writes it. */
export function bodyOf(draft: TDraft, timeZone: string): TBoPromotionBody {
  const { startsLocal, endsLocal, ...rest } = draft;
  return {
    ...rest,
    startsAt: fromZonedLocal(startsLocal, timeZone) ?? startsLocal,
    endsAt: fromZonedLocal(endsLocal, timeZone) ?? endsLocal,
    budget: draft.budget === null || draft.budget.trim() === '' ? null : normalMoney(draft.budget),
    reward: normalReward(draft.reward),
  };
}

function normalReward(reward: TPromotionReward): TPromotionReward {
  const wagering = (rule: TWageringRule | null) =>
    rule && {
      ...rule,
      maxBet: rule.maxBet === null || rule.maxBet.trim() === '' ? null : normalMoney(rule.maxBet),
    };
  if (reward.type === 'DEPOSIT_BONUS')
    return {
      ...reward,
      cap: normalMoney(reward.cap),
      minDeposit: normalMoney(reward.minDeposit),
      wagering: wagering(reward.wagering) ?? BLANK_WAGERING,
    };
  if (reward.type === 'REGISTRATION')
    return { ...reward, amount: normalMoney(reward.amount), wagering: wagering(reward.wagering) };
  if (reward.type === 'APPLICATION')
    return { ...reward, amount: normalMoney(reward.amount), wagering: wagering(reward.wagering) };
  if (reward.type === 'RED_ENVELOPE')
    return {
      ...reward,
      times: reward.times.map((time) => time.trim()).filter(Boolean),
      roundBudget: normalMoney(reward.roundBudget),
      minAmount: normalMoney(reward.minAmount),
      minDepositToday: reward.minDepositToday.trim() === '' ? '0.00' : normalMoney(reward.minDepositToday),
      wagering: wagering(reward.wagering),
    };
  if (reward.type === 'RAFFLE')
    return {
      ...reward,
      ticketEvery: normalMoney(reward.ticketEvery),
      prizes: reward.prizes.map((prize) => ({ ...prize, amount: normalMoney(prize.amount) })),
    };
  if (reward.type === 'REFERRAL')
    return {
      ...reward,
      amount: normalMoney(reward.amount),
      minFirstDeposit: normalMoney(reward.minFirstDeposit),
      minTurnover: normalMoney(reward.minTurnover),
    };
  if (reward.type === 'REBATE')
    return {
      ...reward,
      minPayout: normalMoney(reward.minPayout),
      cap: reward.cap === null || reward.cap.trim() === '' ? null : normalMoney(reward.cap),
    };
  return {
    ...reward,
    amount: normalMoney(reward.amount),
    minDeposit: normalMoney(reward.minDeposit),
    minTurnover: normalMoney(reward.minTurnover),
    wagering: wagering(reward.wagering),
  };
}
