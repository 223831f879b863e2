import { z } from 'zod';
import { pageOf, ZDecimalMoney } from '../common.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ZEligibility, ZPromotionReward } from './promotion-rules.ts';
import { ZRaffleState } from './raffle.ts';
import { ZEnvelopeRounds } from './red-envelope.ts';
import { WITHDRAW_RULES, ZWageringRule } from './wagering-rule.ts';

/**
 * Promotions as the player sees them (issue 13, seed 001 §2, §4, §7; decision 049). The seed names the calls
 * ("GET promo", "sign-up promotion join", "request reward", "raffle promotion claim"); the paths and payloads are
 * ours.
 */
export const PROMOTION_PATHS = {
  /** GET: the promotions shown (live or coming), each with the caller's state when signed in. */
  list: '/wps/promo',
  /** GET ?id=: one promotion with its rules and the caller's progress. */
  detail: '/wps/promo/detail',
  /** POST { id }: join (seed "sign-up promotion join"). */
  join: '/wps/promo/join',
  /** POST { id }: ask for the reward a joined promotion's activity earned (seed "request reward"). */
  requestReward: '/wps/promo/reward/request',
  /** POST multipart (id, comment, up to 3 images): apply to an application promotion (seed 001 §3 activity application). */
  apply: '/wps/promo/apply',
  /** POST { id }: grab an envelope of the red envelope round open now. */
  grab: '/wps/promo/grab',
  /** POST { id, entryId? }: claim a reward waiting in this promotion (reward centre, or the promotion's page). */
  claim: '/wps/promo/claim',
  /** GET: the latest prize winners of promotions (raffles, red envelopes) and big game wins, names masked. */
  winners: '/wps/promo/winners',
  /** GET: the caller's bonuses (member centre, bonus details). */
  bonuses: '/wps/member/bonuses',
  /** GET: rewards waiting to be claimed and the ones already claimed (member centre, reward centre). */
  rewards: '/wps/member/rewards',
} as const;

export const PROMOTION_TYPES = [
  'SIGNUP',
  'DEPOSIT_BONUS',
  'REGISTRATION',
  'REBATE',
  'RAFFLE',
  'RED_ENVELOPE',
  'APPLICATION',
  'REFERRAL',
] as const;
export type TPromotionType = (typeof PROMOTION_TYPES)[number];
/**
 * Whether "once, or once a day" applies: a rebate, a referral programme, red envelopes and raffles count per period,
 * friend or round, so they are taken part in once.
 */
export const hasEntryFrequency = (type: TPromotionType): boolean =>
  type !== 'REBATE' && type !== 'REFERRAL' && type !== 'RED_ENVELOPE' && type !== 'RAFFLE';
/** The tabs of /promotions. */
export const PROMOTION_CATEGORIES = ['NEW_MEMBER', 'DEPOSIT', 'REBATE', 'EVENT', 'VIP'] as const;
export type TPromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
export const PROMOTION_STATUSES = ['DRAFT', 'LIVE', 'PAUSED'] as const;
export type TPromotionStatus = (typeof PROMOTION_STATUSES)[number];
/** Drawn artworks a promotion may wear (apps/web components/art). */
export const PROMOTION_ARTWORKS = [
  'welcome-bonus',
  'slots-jackpot',
  'live-casino',
  'sports-week',
  'invite-friends',
  'red-envelope',
  'raffle-draw',
] as const;
export type TPromotionArtwork = (typeof PROMOTION_ARTWORKS)[number];

/** The seed's activity states (001 §4), each shown with a translated label and what to do next. */
export const ENTRY_STATES = [
  'COMING_SOON',
  'JOIN',
  'JOINED',
  'APPLYING',
  'REJECTED',
  'PROCESS',
  'ISSUED',
  'CLAIMED',
  'CLOSE',
] as const;
export type TEntryState = (typeof ENTRY_STATES)[number];
/** Why a promotion is closed to the caller (CLOSE), translated on the site. */
export const CLOSE_REASONS = [
  'ENDED',
  'PAUSED',
  'BUDGET_SPENT',
  'NOT_NEW_MEMBER',
  'DEVICE_USED',
  'BONUS_ACTIVE',
  'NOT_QUALIFIED',
  'EXPIRED',
  'FORFEITED',
  'DEMO_ACCOUNT',
  /** A red envelope round whose envelopes are all taken. */
  'ALL_GRABBED',
  /** A raffle drawn without the caller's tickets. */
  'NOT_WON',
] as const;
export type TCloseReason = (typeof CLOSE_REASONS)[number];

export const BONUS_STATES = ['ACTIVE', 'RELEASED', 'FORFEITED'] as const;
export type TBonusState = (typeof BONUS_STATES)[number];
export const BONUS_END_REASONS = ['WAGERED', 'EXPIRED', 'WITHDRAWAL', 'STAFF'] as const;

const ZId = z.string().regex(/^\d{1,18}$/);
export const ZPromotionIdBody = z.object({ id: ZId });
export const ZPromotionIdQuery = z.object({ id: ZId });
/** A claim names the promotion, and the entry when there may be several (a rebate's periods). */
export const ZClaimBody = z.object({ id: ZId, entryId: ZId.optional() });

export const ZPromotionListQuery = z.object({
  category: z.enum(PROMOTION_CATEGORIES).optional(),
});

/** The caller's part: its state, and where there is an entry, what it holds. */
export const ZMyEntry = z.object({
  state: z.enum(ENTRY_STATES),
  entryId: ZId.nullable(),
  reason: z.enum(CLOSE_REASONS).nullable(),
  /** Staff's words when an application was rejected. */
  note: z.string().max(200).nullable(),
  reward: ZDecimalMoney.nullable(),
  claimUntil: z.string().max(40).nullable(),
});
export type TMyEntry = z.infer<typeof ZMyEntry>;

export const ZPromotionCard = z.object({
  id: ZId,
  type: z.enum(PROMOTION_TYPES),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string().max(200),
  summary: z.string().max(400),
  lang: z.enum(LANGUAGES),
  artwork: z.enum(PROMOTION_ARTWORKS),
  startsAt: z.string().max(40),
  endsAt: z.string().max(40),
  reward: ZPromotionReward,
  mine: ZMyEntry,
  /** A red envelope promotion's rounds (null for other types). */
  rounds: ZEnvelopeRounds.nullable(),
});
export type TPromotionCard = z.infer<typeof ZPromotionCard>;
export const ZPromotionList = z.object({ list: z.array(ZPromotionCard).max(100) });

/** A sign-up promotion's activity since joining, against its rule. */
export const ZSignupProgress = z.object({
  deposited: ZDecimalMoney,
  minDeposit: ZDecimalMoney,
  turnover: ZDecimalMoney,
  minTurnover: ZDecimalMoney,
});

export const ZBonus = z.object({
  id: ZId,
  /** Where the bonus came from: a promotion, or a mission's bonus tier (decision 060). */
  promotionId: ZId.nullable(),
  missionId: ZId.nullable(),
  title: z.string().max(200),
  amount: ZDecimalMoney,
  wageringRequired: ZDecimalMoney,
  wageringDone: ZDecimalMoney,
  state: z.enum(BONUS_STATES),
  endReason: z.enum(BONUS_END_REASONS).nullable(),
  maxBet: ZDecimalMoney.nullable(),
  withdrawRule: z.enum(WITHDRAW_RULES),
  weightsBp: ZWageringRule.shape.weightsBp,
  issuedAt: z.string().max(40),
  expiresAt: z.string().max(40),
  endedAt: z.string().max(40).nullable(),
});
export type TBonus = z.infer<typeof ZBonus>;

/** The caller's application as they sent it (its images are not sent back: they were the caller's own). */
export const ZMyApplication = z.object({
  comment: z.string().max(140),
  images: z.number().int().min(0).max(3),
});

export const ZPromotionDetail = ZPromotionCard.extend({
  application: ZMyApplication.nullable(),
  rulesHtml: z.string().max(40_000),
  eligibility: ZEligibility,
  signupProgress: ZSignupProgress.nullable(),
  bonus: ZBonus.nullable(),
  raffle: ZRaffleState.nullable(),
});
export type TPromotionDetail = z.infer<typeof ZPromotionDetail>;

export const ZBonusQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZBonusPage = pageOf(ZBonus).extend({
  /** Bonus money now (the BONUS wallet): locked until wagered. */
  bonusBalance: ZDecimalMoney,
});

export const ZReward = z.object({
  entryId: ZId,
  promotionId: ZId,
  title: z.string().max(200),
  state: z.enum(ENTRY_STATES),
  amount: ZDecimalMoney,
  /** The reward comes as bonus money with wagering (else cash to the main wallet). */
  isBonus: z.boolean(),
  claimUntil: z.string().max(40).nullable(),
  updatedAt: z.string().max(40),
});
export type TReward = z.infer<typeof ZReward>;
export const ZRewards = z.object({
  waiting: z.array(ZReward).max(100),
  history: z.array(ZReward).max(100),
});

/** What a join, a reward request or a claim leaves: the promotion's state for the caller, and any bonus. */
export const ZPromotionActionResult = z.object({
  mine: ZMyEntry,
  bonus: ZBonus.nullable(),
  /** Cash paid to the main wallet by this call. */
  paid: ZDecimalMoney.nullable(),
});

/** A winner as the winners list shows it (decision 053): a promotion's prize, or a big game win (its game). */
export const ZPromotionWinner = z.object({
  name: z.string().max(40),
  kind: z.enum(['RAFFLE', 'RED_ENVELOPE', 'BIG_WIN']),
  promotionId: ZId.nullable(),
  /** The promotion's title, or the game's name. */
  title: z.string().max(200),
  amount: ZDecimalMoney,
  at: z.string().max(40),
});
export type TPromotionWinner = z.infer<typeof ZPromotionWinner>;
export const ZPromotionWinners = z.object({ list: z.array(ZPromotionWinner).max(30) });
