import {
  type TContractKind,
  type TContractKindLimits,
  ZContractKindLimits,
  ZSettlementHold,
} from '@tala/contract/agent/contracts';
import { SIDE_BAR_LIMITS } from '@tala/contract/backoffice/side-bar';
import { CUSTOMER_SERVICE_TYPES, RESOURCE_TYPES, SWITCHES } from '@tala/contract/constants';
import { DEFAULT_FEEDBACK_WORDS, ZFeedbackWordLimits } from '@tala/contract/feedback/feedback';
import { localizedText } from '@tala/contract/i18n/localized-text';
import { ZMerchantBankList } from '@tala/contract/security/bank-accounts';
import { ZTimeZone } from '@tala/contract/time-zone';
import { z } from 'zod';

/**
 * Side-bar entries as stored. Labels are localized texts (0012 moved labelNameEn/labelNameCn into
 * `label`); links are checked strictly when staff save them (ZSideBarBody) and only limited here, so a
 * document written before that rule still reads.
 */
const ZStoredResource = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string().max(500),
  qrCodeUrl: z.string().max(500),
  label: localizedText({ max: SIDE_BAR_LIMITS.resourceLabel, required: false }).default({}),
});
const ZStoredCustomerService = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  path: z.string().max(500),
  label: localizedText({ max: SIDE_BAR_LIMITS.serviceLabel, required: false }).default({}),
});

/** Every kind off until staff turn it on; the rate ceilings are what strong operators allow. */
const DEFAULT_CONTRACT_LIMITS: Record<TContractKind, TContractKindLimits> = {
  DIVIDEND: { enabled: false, maxRateBp: 5_000, maxAmount: '0.00', maxTiers: 10 },
  DAILY_WAGE: { enabled: false, maxRateBp: 300, maxAmount: '10000.00', maxTiers: 10 },
  HOURLY_SALARY: { enabled: false, maxRateBp: 100, maxAmount: '0.00', maxTiers: 10 },
  REALTIME_SALARY: { enabled: false, maxRateBp: 100, maxAmount: '0.00', maxTiers: 1 },
};

/**
 * The per-merchant settings document (merchant_settings.settings). Validated on read and on write,
 * so a bad edit in the back office cannot break the site.
 */
export const ZMerchantSettings = z.object({
  switches: z.object(
    Object.fromEntries(SWITCHES.map((name) => [name, z.boolean().default(false)])) as {
      [K in (typeof SWITCHES)[number]]: z.ZodDefault<z.ZodBoolean>;
    },
  ),
  maintenance: z
    .object({ active: z.boolean(), message: z.string().max(2000).nullable(), until: z.string().nullable() })
    .default({ active: false, message: null, until: null }),
  /** ISO country codes; visitors from these countries see the region page. */
  blockedCountries: z.array(z.string().length(2)).max(250).default([]),
  /** IPs (exact) that are always let through, e.g. the operator's office. */
  allowedIps: z.array(z.string().max(64)).max(100).default([]),
  resources: z.array(ZStoredResource).max(20).default([]),
  customerService: z.array(ZStoredCustomerService).max(10).default([]),
  gtagId: z.string().max(40).nullable().default(null),
  imageCDNs: z.array(z.string().url().max(255)).max(10).default([]),
  launchGameCDNs: z.array(z.string().url().max(255)).max(10).default([]),
  contactEmail: z.string().email().max(120).nullable().default(null),
  passwordExpiryDays: z.number().int().min(1).max(3650).default(90),
  defaultDialingCode: z.string().max(6).default('63'),
  demoBalance: z
    .string()
    .regex(/^\d{1,12}\.\d{2}$/)
    .default('2000.00'),
  smsCodeMinutes: z.number().int().min(1).max(10).default(5),
  /** The merchant's calendar (IANA name): a day for daily withdrawal counts and profit by day is a day here. */
  timeZone: ZTimeZone.default('UTC'),
  /** Wallet mode (seed 001 §3 merchant wallet): TRANSFER wallets per vendor, or SEAMLESS single wallet (isSingle). */
  walletMode: z.enum(['TRANSFER', 'SEAMLESS']).default('TRANSFER'),
  /** Back-office adjustments above this amount need a second staff member's approval. */
  adjustmentApprovalThreshold: z
    .string()
    .regex(/^\d{1,12}\.\d{2}$/)
    .default('1000.00'),
  /** Payments (seed 001 §4): minutes after a payout with no answer from the player → counted as received. */
  withdrawAutoReceiptMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** Withdrawal channels: min/max as decimal strings, daily count per member and channel. */
  withdrawChannels: z
    .array(
      z.object({
        code: z.string().regex(/^[A-Z0-9_]{2,32}$/),
        minAmount: z.string().regex(/^\d{1,12}\.\d{2}$/),
        maxAmount: z.string().regex(/^\d{1,12}\.\d{2}$/),
        dailyCount: z.number().int().min(1).max(100),
      }),
    )
    .max(20)
    .default([{ code: 'BANK', minAmount: '100.00', maxAmount: '50000.00', dailyCount: 5 }]),
  /**
   * The banks players bind withdrawal accounts at, by code (decision 025): the player picks one of the
   * merchant's currency; the server refuses any other code. Empty until staff (or the demo seed) set it.
   */
  banks: ZMerchantBankList.default([]),
  /** Deposit receipts and payout proofs a member may upload in one of the merchant's days (decision 025). */
  uploadsPerDay: z
    .object({
      files: z.number().int().min(1).max(1000),
      megabytes: z.number().int().min(1).max(1000),
    })
    .default({ files: 20, megabytes: 20 }),
  /**
   * An agent's transfers to its team (issue 12 §1, decision 043): each between min and max, and at most
   * dailyMax in one of the merchant's days.
   */
  agentTransfer: z
    .object({
      minAmount: z.string().regex(/^\d{1,12}\.\d{2}$/),
      maxAmount: z.string().regex(/^\d{1,12}\.\d{2}$/),
      dailyMaxAmount: z.string().regex(/^\d{1,12}\.\d{2}$/),
    })
    .default({ minAmount: '1.00', maxAmount: '50000.00', dailyMaxAmount: '200000.00' }),
  /**
   * Salary and dividend contracts (issue 12 §3, decision 045): per kind, whether the merchant runs it and the most
   * any contract of the kind may pay — staff's contracts for top agents and every agent's offers stay within.
   */
  agentContracts: z
    .object({
      DIVIDEND: ZContractKindLimits,
      DAILY_WAGE: ZContractKindLimits,
      HOURLY_SALARY: ZContractKindLimits,
      REALTIME_SALARY: ZContractKindLimits,
    })
    .default(DEFAULT_CONTRACT_LIMITS),
  /** Kinds whose settlement payments staff hold (decision 045): lines written HELD until a run is released. */
  agentSettlementHold: ZSettlementHold.default({
    DIVIDEND: false,
    DAILY_WAGE: false,
    HOURLY_SALARY: false,
    REALTIME_SALARY: false,
  }),
  /** Feedback content's word limits (seed 001 §5 "between {0} and {1} words", decision 056). */
  feedbackWords: ZFeedbackWordLimits.default(DEFAULT_FEEDBACK_WORDS),
});
export type TMerchantSettings = z.infer<typeof ZMerchantSettings>;
