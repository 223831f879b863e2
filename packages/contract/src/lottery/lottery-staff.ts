import { z } from 'zod';
import { BO_API } from '../backoffice/paths.ts';
import { pageOf, ZDay } from '../common.ts';
import {
  LOTTERY_ADMIN_ISSUE_STATES,
  LOTTERY_RESULT_SOURCES,
  MAX_CHASE_ISSUES,
  ZLotteryAdminGame,
  ZLotteryGameId,
  ZLotteryIssueNo,
  ZLotteryPlayTypeId,
  ZLotteryTerms,
  ZOddsTable,
  ZResultNumbers,
} from './lottery-admin.ts';

/**
 * The back office's lottery section (decision 035): the platform's staff routes, which proxy the house's
 * lottery admin API (lottery-admin.ts) for the merchant, with permissions, audit rows and the
 * two-person rule for cancelling an issue and for official results.
 */
const LOTTERY = `${BO_API}/lottery`;
export const LOTTERY_BO_PATHS = {
  games: `${LOTTERY}/games`,
  game: `${LOTTERY}/games/:gameId`,
  gameStatus: `${LOTTERY}/games/:gameId/status`,
  gameSource: `${LOTTERY}/games/:gameId/source`,
  terms: `${LOTTERY}/games/:gameId/terms`,
  rtp: `${LOTTERY}/games/:gameId/rtp`,
  issues: `${LOTTERY}/games/:gameId/issues`,
  liability: `${LOTTERY}/games/:gameId/issues/:issueNo/liability`,
  cancelRequest: `${LOTTERY}/games/:gameId/issues/:issueNo/cancel`,
  results: `${LOTTERY}/games/:gameId/results`,
  resultSubmit: `${LOTTERY}/games/:gameId/issues/:issueNo/result`,
  resultApprove: `${LOTTERY}/games/:gameId/results/:id/approve`,
  resultReject: `${LOTTERY}/games/:gameId/results/:id/reject`,
  cancelRequests: `${LOTTERY}/cancel-requests`,
  cancelApprove: `${LOTTERY}/cancel-requests/:id/approve`,
  cancelReject: `${LOTTERY}/cancel-requests/:id/reject`,
} as const;

export const ZLotteryGameParams = z.object({ gameId: ZLotteryGameId });
export const ZLotteryIssueParams = z.object({ gameId: ZLotteryGameId, issueNo: ZLotteryIssueNo });
export const ZLotteryResultParams = z.object({ gameId: ZLotteryGameId, id: z.string().regex(/^\d{1,18}$/) });
export const ZLotteryRequestIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const ZBoLotteryGames = z.object({ games: z.array(ZLotteryAdminGame).max(100) });
export type TBoLotteryGames = z.infer<typeof ZBoLotteryGames>;
export const ZBoLotteryGame = z.object({ game: ZLotteryAdminGame, terms: ZLotteryTerms });
export type TBoLotteryGame = z.infer<typeof ZBoLotteryGame>;

export const ZBoLotteryStatusBody = z.object({ enabled: z.boolean() });
export const ZBoLotterySourceBody = z.object({
  source: z.enum(LOTTERY_RESULT_SOURCES),
  feed: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .nullable()
    .default(null),
});

/** Staff type amounts as decimals with at most two places. */
const ZAmountInput = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/);
export const ZBoLotteryTermsBody = z.object({
  /** The odds version the staff member edited: a change made meanwhile by someone else is refused. */
  oddsId: z.string().regex(/^\d{1,18}$/),
  playType: z
    .object({
      id: ZLotteryPlayTypeId,
      enabled: z.boolean(),
      odds: ZOddsTable,
      minStake: ZAmountInput,
      maxStake: ZAmountInput,
      stakeStep: ZAmountInput,
    })
    .optional(),
  liabilityCap: ZAmountInput,
  maxPayout: ZAmountInput,
  maxChase: z.number().int().min(1).max(MAX_CHASE_ISSUES),
});
export type TBoLotteryTermsBody = z.input<typeof ZBoLotteryTermsBody>;
export const ZBoLotteryRtpBody = z.object({ playTypeId: ZLotteryPlayTypeId, odds: ZOddsTable });
export type TBoLotteryRtpBody = z.infer<typeof ZBoLotteryRtpBody>;

export const ZBoLotteryIssuesQuery = z.object({
  state: z.enum(LOTTERY_ADMIN_ISSUE_STATES).optional(),
  date: ZDay.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TBoLotteryIssuesQuery = z.input<typeof ZBoLotteryIssuesQuery>;

export const CANCEL_REQUEST_STATUSES = ['PENDING', 'APPLIED', 'REJECTED'] as const;
export type TCancelRequestStatus = (typeof CANCEL_REQUEST_STATUSES)[number];
export const ZBoCancelBody = z.object({ reason: z.string().trim().min(3).max(160) });
export const ZBoDecisionBody = z.object({ note: z.string().trim().max(500).default('') });
export const ZBoCancelRequest = z.object({
  id: z.string(),
  gameId: ZLotteryGameId,
  issueNo: ZLotteryIssueNo,
  reason: z.string().max(160),
  status: z.enum(CANCEL_REQUEST_STATUSES),
  requestedBy: z.string().max(64),
  requestedAt: z.string().max(40),
  decidedBy: z.string().max(64).nullable(),
  decidedAt: z.string().max(40).nullable(),
  decisionNote: z.string().max(500).nullable(),
  /** Bets refunded once the house cancelled the issue. */
  refunded: z.number().int().nullable(),
});
export type TBoCancelRequest = z.infer<typeof ZBoCancelRequest>;
export const ZBoCancelRequestPage = pageOf(ZBoCancelRequest);
export type TBoCancelRequestPage = z.infer<typeof ZBoCancelRequestPage>;
export const ZBoCancelRequestQuery = z.object({
  status: z.enum(CANCEL_REQUEST_STATUSES).optional(),
  gameId: ZLotteryGameId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const ZBoResultBody = z.object({ numbers: ZResultNumbers });
export type TBoResultBody = z.infer<typeof ZBoResultBody>;
