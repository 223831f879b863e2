import { z } from 'zod';
import { MAX_MULTIPLIER, MAX_SLIP_SELECTIONS } from '../../games/lottery/lottery-catalog.ts';
import { ZGameId, ZMoney, ZMoneyInput } from './api-contract.ts';

/**
 * The lottery's player API (browser-safe, shared with the game pages). Amounts are decimal strings;
 * a selection is the play type's own JSON (lottery-types.ts `parse` reads it), bounded by the body limit.
 */
/** The lottery's player API paths (lottery.routes.ts), for the game page. */
export const LOTTERY_API_PATHS = {
  lobby: '/house/api/lottery/lobby',
  board: (gameId: string) => `/house/api/lottery/${encodeURIComponent(gameId)}/board`,
  /** The odds and limits in force, for the rules page; no session (the rules are public). */
  terms: (gameId: string) => `/house/api/lottery/${encodeURIComponent(gameId)}/terms`,
  results: (gameId: string) => `/house/api/lottery/${encodeURIComponent(gameId)}/results`,
  contributions: (gameId: string, issueNo: string) =>
    `/house/api/lottery/${encodeURIComponent(gameId)}/issues/${encodeURIComponent(issueNo)}/contributions`,
  slip: '/house/api/lottery/slip',
  myBets: '/house/api/lottery/my-bets',
} as const;

export const ZIssueNo = z.string().regex(/^[0-9-]{8,20}$/);
/** Made by the page for each slip it sends: sending it again places nothing twice. */
export const ZSlipId = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/);
export const ZPlayTypeId = z.string().regex(/^[a-z0-9-]{2,16}\.[a-z0-9-]{1,24}$/);

export const ZSlipBet = z.object({
  playType: ZPlayTypeId,
  selection: z.unknown(),
  stakePerLine: ZMoneyInput,
});

export const ZSlipRequest = z.object({
  slipId: ZSlipId,
  gameId: ZGameId,
  /** The issue the slip starts on: the one open now. */
  issueNo: ZIssueNo,
  bets: z.array(ZSlipBet).min(1).max(MAX_SLIP_SELECTIONS),
  multiplier: z.number().int().min(1).max(MAX_MULTIPLIER).default(1),
  /** The same bets on this many issues in a row (1 = no chase); stop once one of them wins. */
  chase: z
    .object({ issues: z.number().int().min(1).max(200), stopOnWin: z.boolean() })
    .default({ issues: 1, stopOnWin: false }),
});
export type TSlipRequest = z.infer<typeof ZSlipRequest>;

export const ZLotteryBetStatus = z.enum(['PENDING', 'WON', 'LOST', 'REFUNDED', 'VOID']);

export const ZLotteryBet = z.object({
  betId: z.string(),
  gameId: ZGameId,
  issueNo: ZIssueNo,
  playType: ZPlayTypeId,
  selection: z.unknown(),
  lines: z.number().int().positive(),
  stakePerLine: ZMoney,
  stake: ZMoney,
  status: ZLotteryBetStatus,
  win: ZMoney.optional(),
});
export type TLotteryBet = z.infer<typeof ZLotteryBet>;

export const ZSlipAnswer = z.object({
  slip: z.object({
    slipId: ZSlipId,
    roundId: z.string(),
    gameId: ZGameId,
    multiplier: z.number().int(),
    stopOnWin: z.boolean(),
    totalStake: ZMoney,
    bets: z.array(ZLotteryBet),
  }),
  balance: ZMoney,
});
export type TSlipAnswer = z.infer<typeof ZSlipAnswer>;

// ------------------------------------------------------------------------------------------ the board

const ZSha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const ZIsoTime = z.string().max(40);

export const LOTTERY_ISSUE_STATES = ['SCHEDULED', 'OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'CANCELLED'] as const;

/** An issue as pages show it; the seed, entropy and result once drawn (the proof comes with the result). */
export const ZLotteryIssue = z.object({
  issueNo: ZIssueNo,
  state: z.enum(LOTTERY_ISSUE_STATES),
  opensAt: ZIsoTime,
  closesAt: ZIsoTime,
  drawsAt: ZIsoTime,
  serverSeedHash: ZSha256Hex,
  chainPosition: z.number().int().min(0),
  result: z.unknown().optional(),
  serverSeed: ZSha256Hex.optional(),
  entropy: ZSha256Hex.optional(),
  contributions: z.number().int().min(0).optional(),
});
export type TLotteryIssue = z.infer<typeof ZLotteryIssue>;

export const ZPlayTypeTerms = z.object({
  id: ZPlayTypeId,
  enabled: z.boolean(),
  /** Decimal odds in hundredths per prize (1980 pays 19.80 for 1.00, stake included). */
  odds: z.record(z.string().max(40), z.number().int().min(0)),
  minStake: ZMoney,
  maxStake: ZMoney,
  stakeStep: ZMoney,
  unitsPerLine: z.number().int().positive(),
  rtp: z.array(z.object({ option: z.string().max(40), rtp: z.number() })).max(200),
});
export type TPlayTypeTerms = z.infer<typeof ZPlayTypeTerms>;

export const ZLotteryGame = z.object({
  gameId: ZGameId,
  family: z.enum(['ssc5', 'k3', 'pk10', 'vn-north', 'vn-regional', 'sea-4d']),
  page: z.enum(['elott', 'vnlottery', 'seaLottery']),
  timeZone: z.string().max(64),
  /** The anchor of the hash chain the current issues' seeds come from (decision 033). */
  chainAnchor: ZSha256Hex,
  maxChase: z.number().int().positive(),
  maxPayout: ZMoney,
  playTypes: z.array(ZPlayTypeTerms).max(60),
});

/** What a game's slips are priced at now: its odds version's caps and play types (the rules page). */
export const ZLotteryTermsAnswer = ZLotteryGame.omit({ chainAnchor: true });
export type TLotteryTermsAnswer = z.infer<typeof ZLotteryTermsAnswer>;

export const ZLotteryBoardAnswer = z.object({
  serverTime: ZIsoTime,
  game: ZLotteryGame,
  current: ZLotteryIssue,
  upcoming: z.array(ZLotteryIssue).max(10),
  recent: z.array(ZLotteryIssue).max(30),
  /** Numbers of the current issue at their liability cap: the slip says so before the player pays. */
  closedNumbers: z.array(z.string().max(40)).max(500),
});
export type TLotteryBoardAnswer = z.infer<typeof ZLotteryBoardAnswer>;

/** Every lottery game with its current issue and last result: the lobby and the home strip. */
export const ZLotteryLobbyAnswer = z.object({
  serverTime: ZIsoTime,
  games: z
    .array(
      z.object({
        gameId: ZGameId,
        family: ZLotteryGame.shape.family,
        page: ZLotteryGame.shape.page,
        current: ZLotteryIssue.nullable(),
        last: ZLotteryIssue.nullable(),
      }),
    )
    .max(50),
});
export type TLotteryLobbyAnswer = z.infer<typeof ZLotteryLobbyAnswer>;

export const ZLotteryResultsQuery = z.object({
  /** A local date of the game (YYYY-MM-DD); without it, the latest draws. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** Draws before this issue (paging back through a day). */
  before: ZIssueNo.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZLotteryResultsAnswer = z.object({ issues: z.array(ZLotteryIssue).max(100) });

/** The slips' client seeds a draw's entropy was made of (sorted), a page at a time: the verify page's input. */
export const ZContributionsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const CONTRIBUTIONS_PAGE_SIZE = 1_000;
export const ZContributionsAnswer = z.object({
  issueNo: ZIssueNo,
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  clientSeeds: z.array(z.string().max(64)).max(CONTRIBUTIONS_PAGE_SIZE),
});

export const ZMyLotteryBetsQuery = z.object({
  status: z.enum(['PENDING', 'SETTLED']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZMyLotteryBetsAnswer = z.object({
  bets: z
    .array(ZLotteryBet.extend({ placedAt: ZIsoTime, roundId: z.string(), hits: z.unknown().optional() }))
    .max(100),
});
