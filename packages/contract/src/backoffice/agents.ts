import { z } from 'zod';
import {
  CONTRACT_KINDS,
  SETTLEMENT_STATES,
  ZAgentContract,
  ZContractKindLimits,
  ZContractTerms,
  ZSettlementLine,
} from '../agent/contracts.ts';
import { pageOf, ZDecimalMoney } from '../common.ts';

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
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZBoSettlement = ZSettlementLine.extend({ holdReason: z.string().max(200).nullable() });
export const ZBoSettlementPage = pageOf(ZBoSettlement).extend({ heldAmount: ZDecimalMoney });
export type TBoSettlement = z.infer<typeof ZBoSettlement>;
