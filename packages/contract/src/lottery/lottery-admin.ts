import { z } from 'zod';
import { ZDay } from '../common.ts';

/**
 * The house lottery's admin API (decision 035): what the platform's back office calls on the provider,
 * signed like the transfer API (vendor-wallet/signing.ts: HMAC over the timestamp and the exact body) with
 * the provider account's secret. Every call is a POST of a JSON body to `<launch URL>/api/lottery/admin<path>`;
 * a 200 answers the call's value, anything else `{ error: { code, message } }`.
 */
export const LOTTERY_ADMIN_BASE = '/api/lottery/admin';

export const LOTTERY_ADMIN_PATHS = {
  games: '/games',
  terms: '/terms',
  changeTerms: '/terms/change',
  rtp: '/rtp',
  status: '/status',
  source: '/source',
  issues: '/issues',
  liability: '/liability',
  cancel: '/cancel',
  results: '/results',
  submitResult: '/results/submit',
  decideResult: '/results/decide',
} as const;

/** Refusals of the admin API; the platform maps each to a translated error of its own. */
export const LOTTERY_ADMIN_ERRORS = [
  'BAD_SIGNATURE',
  'BAD_REQUEST',
  'NOT_FOUND',
  'RTP_TOO_HIGH',
  'BAD_LIMITS',
  'STALE_TERMS',
  'ISSUE_CLOSED',
  'BAD_RESULT',
  'RESULT_NOT_ALLOWED',
  'RESULT_PENDING',
  'SELF_APPROVAL',
  'NOT_PENDING',
  'INTERNAL_ERROR',
] as const;
export type TLotteryAdminErrorCode = (typeof LOTTERY_ADMIN_ERRORS)[number];
export const ZLotteryAdminError = z.object({
  error: z.object({ code: z.enum(LOTTERY_ADMIN_ERRORS), message: z.string().max(200) }),
});

export const LOTTERY_FAMILIES = ['ssc5', 'k3', 'pk10', 'vn-north', 'vn-regional', 'sea-4d'] as const;
export const LOTTERY_RESULT_SOURCES = ['house', 'manual', 'feed'] as const;
export type TLotteryResultSource = (typeof LOTTERY_RESULT_SOURCES)[number];
export const LOTTERY_ADMIN_ISSUE_STATES = [
  'SCHEDULED',
  'OPEN',
  'CLOSED',
  'DRAWN',
  'SETTLED',
  'CANCELLED',
] as const;
export type TLotteryAdminIssueState = (typeof LOTTERY_ADMIN_ISSUE_STATES)[number];

export const ZLotteryGameId = z.string().regex(/^[a-z0-9-]{3,64}$/);
export const ZLotteryIssueNo = z.string().regex(/^[0-9-]{8,20}$/);
export const ZLotteryPlayTypeId = z.string().regex(/^[a-z0-9-]{2,16}\.[a-z0-9-]{1,24}$/);
/** An amount on this wire: a decimal string with two places, never a float. */
const ZAmount = z.string().regex(/^\d{1,13}\.\d{2}$/);
/** An amount typed by staff: at most two decimals. */
const ZAmountInput = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/);
const ZTime = z.string().max(40);
/** Decimal odds in hundredths, stake included (975 = 9.75 for 1.00), per prize of a play type. */
export const ZOddsTable = z.record(z.string().regex(/^[a-z0-9/-]{1,40}$/), z.number().int().min(0).max(1e9));
/** The staff member acting, as the platform knows them: the house keeps them on the change. */
export const ZLotteryStaff = z.object({
  id: z.string().regex(/^[0-9]{1,18}$/),
  name: z.string().min(1).max(64),
});

export const ZLotterySchedule = z.object({
  kind: z.enum(['interval', 'daily']),
  everySeconds: z.number().int().optional(),
  at: z.string().max(5).optional(),
  weekdays: z.array(z.number().int().min(0).max(6)).max(7).optional(),
  cutoffSeconds: z.number().int().min(0),
});

/** What a manual result consists of: groups of numbers, each `count` long (decision 035). */
export const ZResultGroup = z.object({
  key: z.string().max(20),
  count: z.number().int().min(1).max(30),
  /** Fixed-width digit strings (leading zeros kept), or null for plain integers between min and max. */
  digits: z.number().int().min(1).max(6).nullable(),
  min: z.number().int(),
  max: z.number().int(),
});
export const ZResultShape = z.object({
  groups: z.array(ZResultGroup).max(12),
  /** Whether numbers may repeat: within a group (racing order) or across the whole result (4D). */
  distinct: z.enum(['none', 'group', 'all']),
});
export type TResultShape = z.infer<typeof ZResultShape>;

export const ZLotteryAdminGame = z.object({
  gameId: ZLotteryGameId,
  family: z.enum(LOTTERY_FAMILIES),
  page: z.enum(['elott', 'vnlottery', 'seaLottery']),
  schedule: ZLotterySchedule,
  timeZone: z.string().max(64),
  enabled: z.boolean(),
  resultsSource: z.enum(LOTTERY_RESULT_SOURCES),
  resultsFeed: z.string().max(40).nullable(),
  /** Feeds this house has configured (none by default): what `resultsSource: feed` may name. */
  feeds: z.array(z.string().max(40)).max(20),
  resultShape: ZResultShape,
  current: z
    .object({ issueNo: ZLotteryIssueNo, state: z.enum(LOTTERY_ADMIN_ISSUE_STATES), drawsAt: ZTime })
    .nullable(),
  /** Issues past their draw time still waiting for a result (a manual or feed source). */
  awaitingResult: z.number().int().min(0),
  pendingResults: z.number().int().min(0),
});
export type TLotteryAdminGame = z.infer<typeof ZLotteryAdminGame>;
export const ZLotteryAdminGames = z.object({ games: z.array(ZLotteryAdminGame).max(100) });

export const ZRtpOption = z.object({ option: z.string().max(40), rtp: z.number() });
export const ZLotteryAdminPlayType = z.object({
  id: ZLotteryPlayTypeId,
  enabled: z.boolean(),
  odds: ZOddsTable,
  minStake: ZAmount,
  maxStake: ZAmount,
  stakeStep: ZAmount,
  unitsPerLine: z.number().int().positive(),
  rtp: z.array(ZRtpOption).max(200),
  maxRtp: z.number(),
});
export type TLotteryAdminPlayType = z.infer<typeof ZLotteryAdminPlayType>;

/** One odds version of a game: its play types, and the caps per issue that hold for all of them. */
export const ZLotteryTerms = z.object({
  gameId: ZLotteryGameId,
  oddsId: z.string().regex(/^\d{1,18}$/),
  liabilityCap: ZAmount,
  maxPayout: ZAmount,
  maxChase: z.number().int(),
  changedBy: z.string().max(64).nullable(),
  changedAt: ZTime,
  playTypes: z.array(ZLotteryAdminPlayType).max(60),
});
export type TLotteryTerms = z.infer<typeof ZLotteryTerms>;

export const ZGameRequest = z.object({ gameId: ZLotteryGameId });

/** The longest chase a game may allow: a slip covers at most this many issues (the player API's limit too). */
export const MAX_CHASE_ISSUES = 200;

/** A change makes a new odds version from the one the staff member saw (`oddsId`): a stale one is refused. */
export const ZTermsChangeRequest = z.object({
  gameId: ZLotteryGameId,
  oddsId: z.string().regex(/^\d{1,18}$/),
  playType: z
    .object({
      id: ZLotteryPlayTypeId,
      enabled: z.boolean(),
      odds: ZOddsTable,
      minStake: ZAmountInput,
      maxStake: ZAmountInput,
      /** Every stake of a line is a whole number of steps; the minimum and maximum too. */
      stakeStep: ZAmountInput,
    })
    .optional(),
  liabilityCap: ZAmountInput,
  maxPayout: ZAmountInput,
  maxChase: z.number().int().min(1).max(MAX_CHASE_ISSUES),
  staff: ZLotteryStaff,
});
export type TTermsChangeRequest = z.infer<typeof ZTermsChangeRequest>;
export const ZTermsChangeAnswer = z.object({ before: ZLotteryTerms, after: ZLotteryTerms });

export const ZRtpRequest = z.object({
  gameId: ZLotteryGameId,
  playTypeId: ZLotteryPlayTypeId,
  odds: ZOddsTable,
});
export const ZRtpAnswer = z.object({
  rtp: z.array(ZRtpOption).max(200),
  maxRtp: z.number(),
  acceptable: z.boolean(),
});
export type TRtpAnswer = z.infer<typeof ZRtpAnswer>;

export const ZStatusRequest = z.object({
  gameId: ZLotteryGameId,
  enabled: z.boolean(),
  staff: ZLotteryStaff,
});
export const ZSourceRequest = z.object({
  gameId: ZLotteryGameId,
  source: z.enum(LOTTERY_RESULT_SOURCES),
  feed: z.string().max(40).nullable().default(null),
  staff: ZLotteryStaff,
});
/** A status or source change: the game before and after. */
export const ZGameChangeAnswer = z.object({ before: ZLotteryAdminGame, after: ZLotteryAdminGame });

export const ZIssuesRequest = z.object({
  gameId: ZLotteryGameId,
  state: z.enum(LOTTERY_ADMIN_ISSUE_STATES).optional(),
  /** A local date of the game (YYYY-MM-DD): issues drawing that day. */
  date: ZDay.optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
});
export type TIssuesRequest = z.input<typeof ZIssuesRequest>;

export const ZLotteryAdminIssue = z.object({
  issueNo: ZLotteryIssueNo,
  state: z.enum(LOTTERY_ADMIN_ISSUE_STATES),
  opensAt: ZTime,
  closesAt: ZTime,
  drawsAt: ZTime,
  drawnAt: ZTime.nullable(),
  betCount: z.number().int().min(0),
  stake: ZAmount,
  payout: ZAmount,
  /** Stakes less payouts (negative when the issue paid more than it took). */
  margin: z.string().regex(/^-?\d{1,13}\.\d{2}$/),
  result: z.unknown().optional(),
  resultSource: z.enum(LOTTERY_RESULT_SOURCES).nullable(),
  cancelReason: z.string().max(200).nullable(),
});
export type TLotteryAdminIssue = z.infer<typeof ZLotteryAdminIssue>;
export const ZIssueTotals = z.object({
  betCount: z.number().int().min(0),
  stake: ZAmount,
  payout: ZAmount,
  margin: z.string().regex(/^-?\d{1,13}\.\d{2}$/),
});
export const ZIssuesAnswer = z.object({
  list: z.array(ZLotteryAdminIssue).max(50),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Over every issue the filter matches, not only this page. */
  totals: ZIssueTotals,
});
export type TIssuesAnswer = z.infer<typeof ZIssuesAnswer>;

export const ZIssueRequest = z.object({ gameId: ZLotteryGameId, issueNo: ZLotteryIssueNo });
export const LIABILITY_NUMBERS_SHOWN = 500;
export const ZLiabilityAnswer = z.object({
  gameId: ZLotteryGameId,
  issueNo: ZLotteryIssueNo,
  state: z.enum(LOTTERY_ADMIN_ISSUE_STATES),
  cap: ZAmount,
  /** Largest exposure first, at most LIABILITY_NUMBERS_SHOWN of them. */
  numbers: z
    .array(z.object({ key: z.string().max(40), exposure: ZAmount, share: z.number(), closed: z.boolean() }))
    .max(LIABILITY_NUMBERS_SHOWN),
  total: z.number().int().min(0),
  closedCount: z.number().int().min(0),
});
export type TLiabilityAnswer = z.infer<typeof ZLiabilityAnswer>;

export const ZCancelRequest = z.object({
  gameId: ZLotteryGameId,
  issueNo: ZLotteryIssueNo,
  reason: z.string().trim().min(3).max(160),
  staff: ZLotteryStaff,
});
export const ZCancelAnswer = z.object({ issueNo: ZLotteryIssueNo, refunded: z.number().int().min(0) });

/** Numbers of a manual result by group key (ZResultShape), as typed: digit strings. */
export const ZResultNumbers = z.record(z.string().max(20), z.array(z.string().regex(/^\d{1,6}$/)).max(30));
export const ZSubmitResultRequest = z.object({
  gameId: ZLotteryGameId,
  issueNo: ZLotteryIssueNo,
  numbers: ZResultNumbers,
  staff: ZLotteryStaff,
});
export const ZDecideResultRequest = z.object({
  gameId: ZLotteryGameId,
  proposalId: z.string().regex(/^\d{1,18}$/),
  approve: z.boolean(),
  staff: ZLotteryStaff,
});
export const ZResultProposal = z.object({
  id: z.string(),
  gameId: ZLotteryGameId,
  issueNo: ZLotteryIssueNo,
  result: z.unknown(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  enteredBy: z.string().max(64),
  enteredById: z.string().max(20),
  enteredAt: ZTime,
  decidedBy: z.string().max(64).nullable(),
  decidedAt: ZTime.nullable(),
});
export type TResultProposal = z.infer<typeof ZResultProposal>;
export const ZResultsRequest = z.object({ gameId: ZLotteryGameId });
export const ZResultsAnswer = z.object({
  /** Issues past their draw time without a result, oldest first. */
  awaiting: z.array(z.object({ issueNo: ZLotteryIssueNo, drawsAt: ZTime })).max(50),
  proposals: z.array(ZResultProposal).max(50),
});
export type TResultsAnswer = z.infer<typeof ZResultsAnswer>;
