import { z } from 'zod';
import { pageOf, ZDay, ZDecimalMoney, ZPassword, ZUsername } from '../common.ts';
import { ZIdempotencyKey, ZPositiveAmount } from '../wallet/transfer.ts';
import { ZTransferUplineResult } from '../wallet/upline.ts';
import { CONTRACT_KINDS, CONTRACT_STATES } from './contracts.ts';

/** The agent centre's calls (issue 12; the seeds do not show them: decision 043). */
export const AGENT_PATHS = {
  /** Team management: a level of the team (the agent's direct downline by default) or one member by name. */
  teamMembers: '/wps/agent/team/members',
  /** Transfer: the agent's MAIN to a team member's MAIN, with the agent's withdrawal password. */
  teamTransfer: '/wps/agent/team/transfer',
  /** Register: the agent creates a player or a sub-agent directly under itself (sealed body). */
  teamRegister: '/wps/agent/team/register',
  /** Team overview: the team's size, members, money and play over a period, with a day-by-day series. */
  teamOverview: '/wps/agent/team/overview',
  /** Team betting: the team's play by vendor over a period. */
  teamBetting: '/wps/agent/team/betting',
  /** User profit and loss: a level of the team, each member's own play and its branch's. */
  teamProfit: '/wps/agent/team/profit',
  /** Downline transaction details: deposits, withdrawals, transfers and adjustments of the team. */
  teamTransactions: '/wps/agent/team/transactions',
  /** Announcement: the merchant's agent-only notices (type A), newest first, in the reader's language. */
  announcements: '/wps/agent/announcements',
} as const;

/** A page of agent notices (the answer is the public notice page's shape: ZAnnouncementPage). */
export const ZAgentAnnouncementsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(20).default(10),
});

const ZMemberId = z.string().regex(/^\d{1,18}$/);

/**
 * A level of the team: the members directly under `uplineId` (the agent itself when absent; else a member of
 * its team) — or, with `username`, that one member wherever it is in the team.
 */
export const ZTeamMembersQuery = z.object({
  uplineId: ZMemberId.optional(),
  username: ZUsername.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TTeamMembersQuery = z.infer<typeof ZTeamMembersQuery>;

export const ZTeamMember = z.object({
  id: ZMemberId,
  username: z.string().max(32),
  /** isAgent: 0 a player, 1/2/41/42 an agent type. */
  agentType: z.number().int(),
  /** Levels below the agent asking: 1 its direct downline. */
  level: z.number().int().min(1),
  /** MAIN, "0.00" before the member's first money. */
  balance: ZDecimalMoney,
  /** Members directly under this one. */
  directCount: z.number().int().min(0),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The contracts the member holds or is offered (from its upline or the house), one a kind at most shown. */
  contracts: z
    .array(z.object({ kind: z.enum(CONTRACT_KINDS), state: z.enum(CONTRACT_STATES) }))
    .max(CONTRACT_KINDS.length),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamMembersAnswer = pageOf(ZTeamMember).extend({
  /** The breadcrumb from the agent down to the level shown (the agent first). */
  chain: z.array(z.object({ id: ZMemberId, username: z.string().max(32) })).max(32),
});
export type TTeamMembersAnswer = z.infer<typeof ZTeamMembersAnswer>;

/** A transfer to a member of the agent's team (any level), idempotent by the agent's key. */
export const ZTeamTransferBody = z.object({
  memberId: ZMemberId,
  amount: ZPositiveAmount,
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
});
export type TTeamTransferBody = z.infer<typeof ZTeamTransferBody>;

/** As the upline transfer answers: the ledger transaction, whether it was a retry, the agent's balance. */
export const ZTeamTransferResult = ZTransferUplineResult;

/** An account the agent creates under itself: the merchant's username and password rules apply. */
export const ZTeamRegisterBody = z.object({
  username: ZUsername,
  password: ZPassword,
  confirmPassword: ZPassword,
  kind: z.enum(['player', 'agent']),
});
export type TTeamRegisterBody = z.infer<typeof ZTeamRegisterBody>;

export const ZTeamRegisterResult = z.object({
  id: ZMemberId,
  username: z.string().max(32),
  agentType: z.number().int(),
  /** A sub-agent's own invitation code; null for a player. */
  affiliateCode: z.string().max(16).nullable(),
});
export type TTeamRegisterResult = z.infer<typeof ZTeamRegisterResult>;

/** Team overview periods (issue 12 §2.2): days of the merchant's calendar; a week starts on Monday. */
export const TEAM_PERIODS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
/** The longest custom range, in days. */
export const TEAM_OVERVIEW_MAX_DAYS = 62;

export const ZTeamOverviewQuery = z.object({
  period: z.enum(TEAM_PERIODS).default('today'),
  /** With `custom` only: the first and last day, at most TEAM_OVERVIEW_MAX_DAYS apart. */
  from: ZDay.optional(),
  to: ZDay.optional(),
});
export type TTeamOverviewQuery = z.infer<typeof ZTeamOverviewQuery>;

/** What the overview counts, over its whole range or one day of it; money as decimal strings. */
const ZTeamFigures = z.object({
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: ZDecimalMoney,
  withdrawals: ZDecimalMoney,
  validBets: ZDecimalMoney,
  /** Wins − stakes: what the team won. */
  profitLoss: ZDecimalMoney,
});

/** One day of the overview's chart. */
export const ZTeamDay = ZTeamFigures.extend({ day: ZDay });
export type TTeamDay = z.infer<typeof ZTeamDay>;

/**
 * The team (every level under the agent, the agent not included) over a period: who joined, who played,
 * the money in and out, stakes, profit and loss, and — now, whatever the period — its size and balance (MAIN).
 */
export const ZTeamOverview = ZTeamFigures.extend({
  from: ZDay,
  to: ZDay,
  teamSize: z.object({ direct: z.number().int(), all: z.number().int() }),
  teamBalance: ZDecimalMoney,
  days: z.array(ZTeamDay).max(TEAM_OVERVIEW_MAX_DAYS),
});
export type TTeamOverview = z.infer<typeof ZTeamOverview>;

/** A period as the overview takes it (`period`, and `from`/`to` for `custom`). */
const ZPeriodQuery = ZTeamOverviewQuery;

/** Team betting (issue 12 §2.5): the team's bets by vendor over a period. */
export const ZTeamBettingQuery = ZPeriodQuery;
export const ZTeamPlayFigures = z.object({
  /** Bets placed, less those rolled back. */
  bets: z.number().int(),
  validBets: ZDecimalMoney,
  wins: ZDecimalMoney,
  /** Wins − stakes: what the players won. */
  profitLoss: ZDecimalMoney,
});
export type TTeamPlayFigures = z.infer<typeof ZTeamPlayFigures>;
export const ZTeamBetting = z.object({
  from: ZDay,
  to: ZDay,
  vendors: z
    .array(
      ZTeamPlayFigures.extend({
        vassalage: z.string().max(64),
        displayName: z.string().max(120),
        category: z.string().max(32),
      }),
    )
    .max(200),
  totals: ZTeamPlayFigures,
});
export type TTeamBetting = z.infer<typeof ZTeamBetting>;

/**
 * User profit and loss (issue 12 §2.6): the members of one level of the team (the agent's direct downline, or
 * under `uplineId`), each with its own play and its branch's (itself and everyone under it), over a period.
 */
export const ZTeamProfitQuery = ZPeriodQuery.extend({
  uplineId: ZMemberId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TTeamProfitQuery = z.infer<typeof ZTeamProfitQuery>;
export const ZTeamProfitRow = z.object({
  id: ZMemberId,
  username: z.string().max(32),
  level: z.number().int().min(1),
  directCount: z.number().int().min(0),
  own: ZTeamPlayFigures,
  branch: ZTeamPlayFigures,
});
export const ZTeamProfit = pageOf(ZTeamProfitRow).extend({
  from: ZDay,
  to: ZDay,
  chain: z.array(z.object({ id: ZMemberId, username: z.string().max(32) })).max(32),
});
export type TTeamProfit = z.infer<typeof ZTeamProfit>;

/** The ledger kinds downline transaction details lists (issue 12 §2.8): money in, out, between members, by staff. */
export const TEAM_TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW_HOLD',
  'WITHDRAW_RELEASE',
  'WITHDRAW_REFUND',
  'UPLINE_TRANSFER',
  'AGENT_TRANSFER',
  'ADJUSTMENT',
] as const;

/** Downline transaction details: the team's money movements over a period, newest first, by type or member. */
export const ZTeamTransactionsQuery = ZPeriodQuery.extend({
  type: z.enum(TEAM_TRANSACTION_TYPES).optional(),
  username: ZUsername.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TTeamTransactionsQuery = z.infer<typeof ZTeamTransactionsQuery>;

export const ZTeamTransaction = z.object({
  /** The ledger line. */
  id: z.string().max(20),
  time: z.string(),
  username: z.string().max(32),
  level: z.number().int().min(1),
  type: z.enum(TEAM_TRANSACTION_TYPES),
  /** Signed: what the member's MAIN gained or lost. */
  amount: ZDecimalMoney,
  balanceAfter: ZDecimalMoney,
});
export const ZTeamTransactions = pageOf(ZTeamTransaction).extend({ from: ZDay, to: ZDay });
export type TTeamTransactions = z.infer<typeof ZTeamTransactions>;
