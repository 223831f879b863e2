import { z } from 'zod';
import {
  CONTRACT_KINDS,
  SETTLEMENT_STATES,
  ZAgentContract,
  ZContractKindLimits,
  ZContractTerms,
  ZSettlementHold,
  ZSettlementLine,
} from '../agent/contracts.ts';
import { pageOf, ZDay, ZDecimalMoney } from '../common.ts';

/**
 * The back office's agent calls (issue 12 §4; decision 045): the merchant's transfer limits and contract limits,
 * contracts (staff give top agents theirs, terminate any at once), and settlement lines held for lack of money.
 */
const ZMoneyLimit = z.string().regex(/^\d{1,12}\.\d{2}$/);

export const ZAgentSettings = z.object({
  agentTransfer: z.object({ minAmount: ZMoneyLimit, maxAmount: ZMoneyLimit, dailyMaxAmount: ZMoneyLimit }),
  agentContracts: z.object({
    DIVIDEND: ZContractKindLimits,
    DAILY_WAGE: ZContractKindLimits,
    HOURLY_SALARY: ZContractKindLimits,
    REALTIME_SALARY: ZContractKindLimits,
  }),
  agentSettlementHold: ZSettlementHold,
});
export type TAgentSettings = z.infer<typeof ZAgentSettings>;

export const ZBoContractsQuery = z.object({
  kind: z.enum(CONTRACT_KINDS).optional(),
  /** A member's username (exact, any case): its contracts, held and given. */
  username: z.string().trim().max(32).optional(),
  /** Live: offered, upcoming, active or ending; all: every contract ever made. */
  scope: z.enum(['live', 'all']).default('live'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TBoContractsQuery = z.infer<typeof ZBoContractsQuery>;

export const ZBoContract = ZAgentContract.extend({
  /** The staff member who gave a house-paid contract, else null. */
  staff: z.string().max(32).nullable(),
});
export const ZBoContractPage = pageOf(ZBoContract);
export type TBoContract = z.infer<typeof ZBoContract>;

/** Staff give a top agent a contract the house pays (by the agent's username). */
export const ZBoAssignContractBody = z.object({
  username: z.string().trim().min(1).max(32),
  terms: ZContractTerms,
  confirmCascade: z.boolean().optional(),
});

/** Staff end a contract at once (the running period is not paid), with a reason for the audit. */
export const ZBoTerminateBody = z.object({ reason: z.string().trim().min(3).max(200) });

export const ZBoSettlementsQuery = z.object({
  state: z.enum(SETTLEMENT_STATES).optional(),
  kind: z.enum(CONTRACT_KINDS).optional(),
  /** One run's lines (with `kind`): the period start as the runs list gives it. */
  periodStart: z.string().datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TBoSettlementsQuery = z.infer<typeof ZBoSettlementsQuery>;
export const ZBoSettlement = ZSettlementLine.extend({ holdReason: z.string().max(200).nullable() });
export const ZBoSettlementPage = pageOf(ZBoSettlement).extend({ heldAmount: ZDecimalMoney });
export type TBoSettlement = z.infer<typeof ZBoSettlement>;

/**
 * Settlement runs: every line of one kind and one period start, with its totals (kept as lines are written). A day
 * filter is on the merchant's calendar, on the period's start.
 */
export const ZBoSettlementRunsQuery = z.object({
  kind: z.enum(CONTRACT_KINDS).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  /** Only runs with lines still held. */
  held: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TBoSettlementRunsQuery = z.infer<typeof ZBoSettlementRunsQuery>;

const ZCountAmount = z.object({ count: z.number().int(), amount: ZDecimalMoney });
export const ZBoSettlementRun = z.object({
  kind: z.enum(CONTRACT_KINDS),
  periodStart: z.string().max(40),
  periodEnd: z.string().max(40),
  lines: z.number().int(),
  paid: ZCountAmount,
  held: ZCountAmount,
  /** Lines whose figures reached no tier: written, nothing paid. */
  nothing: z.number().int(),
  /** What the house paid the top agents. */
  houseAmount: ZDecimalMoney,
  lastSettledAt: z.string().max(40),
});
export type TBoSettlementRun = z.infer<typeof ZBoSettlementRun>;
export const ZBoSettlementRunPage = pageOf(ZBoSettlementRun);

/** A run, named by its kind and period start. */
export const ZBoSettlementRunKey = z.object({
  kind: z.enum(CONTRACT_KINDS),
  periodStart: z.string().datetime({ offset: true }),
});

/**
 * Releasing a run pays its held lines top-down, each with its own key, as far as each payer's money goes: how many
 * were paid now, how many stay held (payer short), and how many are left for another press (a call takes at most
 * a bounded number).
 */
export const ZBoRunRelease = z.object({
  released: z.number().int(),
  amount: ZDecimalMoney,
  stillHeld: z.number().int(),
  remaining: z.number().int(),
});
export type TBoRunRelease = z.infer<typeof ZBoRunRelease>;
