import { z } from 'zod';
import { pageOf, ZDay, ZDecimalMoney } from '../common.ts';

/**
 * Salary and dividend contracts (seed 001 §3, §4, §7; issue 12 §3; decision 045). The seeds name the shapes, the
 * periods, the request types and the actions; the payloads are ours. Rates travel as basis points (1 bp = 0.01 %,
 * so 150 is 1.50 %), money as decimal strings.
 */
export const CONTRACT_PATHS = {
  /** The consolidated flags (seed 001 §7): which contract pages show, and whether something waits in each. */
  consolidated: '/wps/member/info/funds/consolidated',
  /** One kind: the agent's own contracts (current, next, offer waiting) and the merchant's limits. */
  mine: '/wps/agent/contracts',
  /** One kind: the contracts the agent gave its direct downline (and offers still waiting), paged. */
  given: '/wps/agent/contracts/given',
  /** Offer a contract to a direct downline agent (POST). */
  offer: '/wps/agent/contracts/offer',
  /** Answer or end a contract (POST): accept / reject (the offeree), withdraw (the offerer), terminate (either). */
  action: (id: string, action: TContractAction) => `/wps/agent/contracts/${id}/${action}`,
  /** Settlement lines: what the agent received (my income, a kind's record) or paid its downline. */
  settlements: '/wps/agent/contracts/settlements',
  /** My income: what the agent received per day and kind over a range, with totals. */
  income: '/wps/agent/income',
} as const;

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_WAGE', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type TContractKind = (typeof CONTRACT_KINDS)[number];
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
export type TDividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export const CONTRACT_ACTIONS = ['accept', 'reject', 'withdraw', 'terminate'] as const;
export type TContractAction = (typeof CONTRACT_ACTIONS)[number];
/** The seed's request types: an offer of a contract, or the notice that one ends. */
export const CONTRACT_REQUEST_TYPES = ['NEW', 'TERMINATION'] as const;

/** Hard limits of any terms (a merchant's limits are within these). */
export const CONTRACT_LIMITS = { maxTiers: 10, maxRateBp: 10_000, maxActive: 1_000_000 } as const;

const ZRateBp = z.number().int().min(0).max(CONTRACT_LIMITS.maxRateBp);
const ZMinimum = ZDecimalMoney.refine((text) => !text.startsWith('-'), 'not negative');
const ZActive = z.number().int().min(0).max(CONTRACT_LIMITS.maxActive);
const tiers = <T extends z.ZodTypeAny>(tier: T) => z.array(tier).min(1).max(CONTRACT_LIMITS.maxTiers);

export const ZDividendTier = z.object({
  minValidBet: ZMinimum,
  minLoss: ZMinimum,
  minActive: ZActive,
  rateBp: ZRateBp,
});
/** Pays a rate of the day's valid bets, or a fixed amount: exactly one of rateBp and amount. */
export const ZWageTier = z
  .object({
    minDailyBet: ZMinimum,
    minActive: ZActive,
    rateBp: ZRateBp.nullable(),
    amount: ZMinimum.nullable(),
  })
  .refine((tier) => (tier.rateBp === null) !== (tier.amount === null), 'rate or amount');
export const ZHourlyTier = z.object({ minHourlyBet: ZMinimum, rateBp: ZRateBp });

export const ZContractTerms = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('DIVIDEND'), period: z.enum(DIVIDEND_PERIODS), tiers: tiers(ZDividendTier) }),
  z.object({ kind: z.literal('DAILY_WAGE'), tiers: tiers(ZWageTier) }),
  z.object({ kind: z.literal('HOURLY_SALARY'), tiers: tiers(ZHourlyTier) }),
  z.object({
    kind: z.literal('REALTIME_SALARY'),
    profitRateBp: ZRateBp,
    lossRateBp: ZRateBp,
    minSingleBet: ZMinimum,
  }),
]);
export type TContractTermsBody = z.infer<typeof ZContractTerms>;

/**
 * Where a contract stands: OFFERED (waiting for an answer), ACTIVE (paying), ENDING (paying until effectiveUntil),
 * UPCOMING (accepted, starts at effectiveFrom), ENDED, REJECTED, WITHDRAWN.
 */
export const CONTRACT_STATES = [
  'OFFERED',
  'UPCOMING',
  'ACTIVE',
  'ENDING',
  'ENDED',
  'REJECTED',
  'WITHDRAWN',
] as const;
export type TContractState = (typeof CONTRACT_STATES)[number];
/** Why an accepted contract ended: a side ended it, a newer one replaced it, its upline's lower one, or staff. */
export const CONTRACT_END_REASONS = ['TERMINATED', 'REPLACED', 'CASCADE', 'STAFF'] as const;

const ZParty = z.object({ id: z.string().max(20), username: z.string().max(32) });

export const ZAgentContract = z.object({
  id: z.string().max(20),
  kind: z.enum(CONTRACT_KINDS),
  terms: ZContractTerms,
  state: z.enum(CONTRACT_STATES),
  /** The request waiting on the holder: an offer to answer (NEW) or a termination under way; else null. */
  requestType: z.enum(CONTRACT_REQUEST_TYPES).nullable(),
  /** The contract's holder (who is paid). */
  member: ZParty,
  /** Who pays it: the upline that offered it, or null for the house (a contract staff gave a top agent). */
  payer: ZParty.nullable(),
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  effectiveUntil: z.string().nullable(),
  endReason: z.enum(CONTRACT_END_REASONS).nullable(),
});
export type TAgentContract = z.infer<typeof ZAgentContract>;

/** A merchant's limits for one kind (settings.agentContracts): what staff and agents may offer. */
export const ZContractKindLimits = z.object({
  enabled: z.boolean(),
  maxRateBp: ZRateBp,
  /** Daily wage only: the largest fixed amount a tier may pay. */
  maxAmount: ZMinimum,
  maxTiers: z.number().int().min(1).max(CONTRACT_LIMITS.maxTiers),
});
export type TContractKindLimits = z.infer<typeof ZContractKindLimits>;

/**
 * Per kind, whether staff hold its payments (the back office only): due lines are still written, each HELD until
 * staff release its run — an operator's brake while something is looked into, never shown to agents.
 */
export const ZSettlementHold = z.object({
  DIVIDEND: z.boolean(),
  DAILY_WAGE: z.boolean(),
  HOURLY_SALARY: z.boolean(),
  REALTIME_SALARY: z.boolean(),
});
export type TSettlementHold = z.infer<typeof ZSettlementHold>;

export const ZContractKindQuery = z.object({ kind: z.enum(CONTRACT_KINDS) });

/** The agent's own side of one kind. `canOffer`: it holds an open contract of the kind to give on. */
export const ZMyContracts = z.object({
  kind: z.enum(CONTRACT_KINDS),
  limits: ZContractKindLimits,
  current: ZAgentContract.nullable(),
  next: ZAgentContract.nullable(),
  offer: ZAgentContract.nullable(),
  canOffer: z.boolean(),
});
export type TMyContracts = z.infer<typeof ZMyContracts>;

export const ZGivenContractsQuery = ZContractKindQuery.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
/** One direct downline agent and where its contract of the kind stands. */
export const ZGivenContractRow = z.object({
  member: ZParty.extend({ agentType: z.number().int() }),
  current: ZAgentContract.nullable(),
  next: ZAgentContract.nullable(),
  offer: ZAgentContract.nullable(),
});
export const ZGivenContractPage = pageOf(ZGivenContractRow);
export type TGivenContractRow = z.infer<typeof ZGivenContractRow>;
export type TGivenContractPage = z.infer<typeof ZGivenContractPage>;

export const ZContractOfferBody = z.object({
  memberId: z.string().regex(/^\d{1,18}$/),
  terms: ZContractTerms,
});
export type TContractOfferBody = z.infer<typeof ZContractOfferBody>;

/**
 * Accepting a contract lower than ones the accepting agent gave its own downline ends those (seed 001 §4) — only
 * once the agent confirms: without `confirmCascade`, CONTRACT_CASCADE_CONFIRM says how many would end.
 */
export const ZContractActionBody = z.object({ confirmCascade: z.boolean().optional() });

/** The seed's four flags: null when the merchant has the kind off, else the request waiting ('NONE': nothing). */
const ZFlag = z.enum(['NONE', ...CONTRACT_REQUEST_TYPES]).nullable();
export const ZConsolidated = z.object({
  divtypereq: ZFlag,
  dailysalreqtype: ZFlag,
  contracthoursalreq: ZFlag,
  realtimesalreqtype: ZFlag,
  /** Some salary kind (daily, hourly, real-time) is on. */
  enableSalary: z.boolean(),
  /** Dividend contracts are on. */
  enableContract: z.boolean(),
});
export type TConsolidated = z.infer<typeof ZConsolidated>;
/** Which flag speaks for which kind. */
export const CONSOLIDATED_FLAG = {
  DIVIDEND: 'divtypereq',
  DAILY_WAGE: 'dailysalreqtype',
  HOURLY_SALARY: 'contracthoursalreq',
  REALTIME_SALARY: 'realtimesalreqtype',
} as const satisfies Record<TContractKind, keyof TConsolidated>;

export const SETTLEMENT_STATES = ['PAID', 'HELD', 'NOTHING'] as const;
export const SETTLEMENT_SIDES = ['received', 'paid'] as const;
/** The longest range the income and settlement lists take, in days. */
export const SETTLEMENT_MAX_DAYS = 93;

export const ZSettlementsQuery = z.object({
  kind: z.enum(CONTRACT_KINDS).optional(),
  side: z.enum(SETTLEMENT_SIDES).default('received'),
  /** The merchant's days, first and last included. */
  from: ZDay,
  to: ZDay,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TSettlementsQuery = z.infer<typeof ZSettlementsQuery>;

/** One contract's settlement of one period, with the figures it was worked out from. */
export const ZSettlementLine = z.object({
  id: z.string().max(20),
  contractId: z.string().max(20),
  kind: z.enum(CONTRACT_KINDS),
  periodStart: z.string(),
  periodEnd: z.string(),
  member: ZParty,
  payer: ZParty.nullable(),
  validBet: ZDecimalMoney,
  win: ZDecimalMoney,
  /** Valid bets − wins (negative: the team won). */
  netLoss: ZDecimalMoney,
  active: z.number().int(),
  /** The tier reached (0 the first), null for real-time salary or when none was. */
  tier: z.number().int().nullable(),
  rateBp: z.number().int().nullable(),
  amount: ZDecimalMoney,
  state: z.enum(SETTLEMENT_STATES),
  settledAt: z.string(),
});
export type TSettlementLine = z.infer<typeof ZSettlementLine>;
export const ZSettlementPage = pageOf(ZSettlementLine).extend({ totalAmount: ZDecimalMoney });
export type TSettlementPage = z.infer<typeof ZSettlementPage>;

export const ZIncomeQuery = z.object({ from: ZDay, to: ZDay });
/** An amount per contract kind. */
const ZByKind = z.object({
  DIVIDEND: ZDecimalMoney,
  DAILY_WAGE: ZDecimalMoney,
  HOURLY_SALARY: ZDecimalMoney,
  REALTIME_SALARY: ZDecimalMoney,
});
export const ZIncome = z.object({
  from: ZDay,
  to: ZDay,
  total: ZDecimalMoney,
  totals: ZByKind,
  /** Every day of the range, oldest first: what was paid to the agent that day, by kind. */
  days: z.array(z.object({ day: ZDay, amounts: ZByKind })).max(SETTLEMENT_MAX_DAYS),
});
export type TIncome = z.infer<typeof ZIncome>;
