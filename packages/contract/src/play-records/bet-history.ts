import { z } from 'zod';
import { ZDecimalMoney } from '../common.ts';
import { GAME_CATEGORIES } from '../constants.ts';

/** Range and page bounds of the betting record (house style 7). */
export const BET_HISTORY_MAX_DAYS = 62;
export const BET_HISTORY_MAX_PAGE_SIZE = 50;
export const BET_HISTORY_DEFAULT_PAGE_SIZE = 20;

/**
 * A round as the player sees it: OPEN while the provider has not ended it, SETTLED once ended, VOID
 * when every bet of it was rolled back (the stake came back; decision 009).
 */
export const BET_STATUSES = ['OPEN', 'SETTLED', 'VOID'] as const;
export type TBetStatus = (typeof BET_STATUSES)[number];

export const ZVassalage = z.string().regex(/^[A-Z0-9_]{2,40}$/);
/** A game category of the site (its vendors' category: LOTT, ELOTT, …): the records of its vendors. */
export const ZPlayCategory = z.enum(GAME_CATEGORIES);

export const ZBetHistoryQuery = z.object({
  /** One vendor (account type name); all vendors when absent. */
  vassalage: ZVassalage.optional(),
  /** The vendors of one category (every lottery vendor, say); all categories when absent. */
  category: ZPlayCategory.optional(),
  status: z.enum(BET_STATUSES).optional(),
  /** Instants, from inclusive, to exclusive; at most BET_HISTORY_MAX_DAYS apart. */
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(BET_HISTORY_MAX_PAGE_SIZE)
    .default(BET_HISTORY_DEFAULT_PAGE_SIZE),
});
export type TBetHistoryQuery = z.infer<typeof ZBetHistoryQuery>;

export const ZBetRecord = z.object({
  /** Our id of the round (game recall takes it). */
  roundId: z.string().regex(/^\d{1,19}$/),
  /** The provider's id of the round, as its own records show it. */
  providerRoundId: z.string().max(100),
  /** When the first bet was taken; the record's date filters use it. */
  time: z.string().max(40),
  settledAt: z.string().max(40).nullable(),
  vassalage: z.string().max(40),
  vendorName: z.string().max(80),
  gameCode: z.string().max(64),
  /** In the request's language, else English, else the code. */
  gameName: z.string().max(200),
  /** Net of rolled-back bets. */
  stake: ZDecimalMoney,
  win: ZDecimalMoney,
  /** win − stake: positive is the player's gain. */
  profit: ZDecimalMoney,
  status: z.enum(BET_STATUSES),
});
export type TBetRecord = z.infer<typeof ZBetRecord>;

/** Sums over every round the filter matches (not over one page). */
export const ZPlayTotals = z.object({
  rounds: z.number().int().min(0),
  stake: ZDecimalMoney,
  win: ZDecimalMoney,
  profit: ZDecimalMoney,
});
export type TPlayTotals = z.infer<typeof ZPlayTotals>;

export const ZBetHistory = z.object({
  list: z.array(ZBetRecord).max(BET_HISTORY_MAX_PAGE_SIZE),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(BET_HISTORY_MAX_PAGE_SIZE),
  totals: ZPlayTotals,
});
export type TBetHistory = z.infer<typeof ZBetHistory>;

export const ZPlayVendor = z.object({
  vassalage: z.string().max(40),
  displayName: z.string().max(80),
  /** The vendor's game category (the filter groups vendors by it). */
  category: z.string().max(20),
});
export const ZPlayVendors = z.object({ list: z.array(ZPlayVendor).max(200) });
export type TPlayVendors = z.infer<typeof ZPlayVendors>;
