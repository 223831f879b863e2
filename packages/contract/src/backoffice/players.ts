import { z } from 'zod';
import { pageOf, ZDecimalMoney } from '../common.ts';

export const ZPlayerSearchQuery = z.object({
  q: z.string().trim().max(120).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPlayerSearchQuery = z.input<typeof ZPlayerSearchQuery>;

export const ZPlayerIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const ZPlayerSummary = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(['ACTIVE', 'DISABLED']),
  agentType: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Personal data is masked for this staff member's role; reveal shows one field (decision 016). */
  masked: z.boolean(),
});
export type TPlayerSummary = z.infer<typeof ZPlayerSummary>;
export const ZPlayerPage = pageOf(ZPlayerSummary);

export const ZPlayerProfile = ZPlayerSummary.extend({
  payeeName: z.string().nullable(),
  language: z.string(),
  registerMethod: z.string(),
  registerIp: z.string().nullable(),
  uplineUsername: z.string().nullable(),
  affiliateCode: z.string().nullable(),
});
export type TPlayerProfile = z.infer<typeof ZPlayerProfile>;

export const ZPlayerWallets = z.object({
  currency: z.string(),
  total: ZDecimalMoney,
  wallets: z.array(z.object({ code: z.string(), balance: ZDecimalMoney })).max(50),
});
export type TPlayerWallets = z.infer<typeof ZPlayerWallets>;

export const ZStatementQuery = z.object({
  wallet: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZStatementLine = z.object({
  id: z.string(),
  at: z.string(),
  wallet: z.string(),
  kind: z.string(),
  reference: z.string(),
  amount: ZDecimalMoney,
  balanceAfter: ZDecimalMoney,
});
export type TStatementLine = z.infer<typeof ZStatementLine>;
export const ZStatementPage = pageOf(ZStatementLine);

/** What a masked role can reveal, one at a time, with a reason: a field, or the statement for a while. */
export const REVEALABLE_FIELDS = ['mobile', 'email', 'payeeName', 'registerIp', 'statement'] as const;
export type TRevealableField = (typeof REVEALABLE_FIELDS)[number];
export const REVEAL_REASON_MIN = 10;

export const ZRevealBody = z.object({
  field: z.enum(REVEALABLE_FIELDS),
  /** Why (a ticket number, the caller's request): kept in the audit log with who, when and what. */
  reason: z.string().trim().min(REVEAL_REASON_MIN).max(200),
});
export type TRevealBody = z.infer<typeof ZRevealBody>;

export const ZRevealResult = z.object({
  field: z.enum(REVEALABLE_FIELDS),
  /** The full value (null: the player has none, or the statement, which is read through its own call). */
  value: z.string().nullable(),
  /** Until when the console shows the value, or the statement may be read. */
  until: z.string(),
});
export type TRevealResult = z.infer<typeof ZRevealResult>;
