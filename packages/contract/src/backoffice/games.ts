import { z } from 'zod';
import { pageOf } from '../common.ts';
import { GAME_CATEGORIES } from '../constants.ts';

/**
 * The back office's games section (decision 011): the merchant's game vendors and each vendor's games.
 * A vendor or game in MAINTENANCE stays listed on the site but cannot be launched; DISABLED hides it.
 */
export const VENDOR_STATUSES = ['ACTIVE', 'MAINTENANCE', 'DISABLED'] as const;
export type TVendorStatus = (typeof VENDOR_STATUSES)[number];
/** A game's own status: the site lists a game only when it is not DISABLED (there is no other "listed" flag). */
export const GAME_STATUSES = VENDOR_STATUSES;
export type TGameStatus = TVendorStatus;

/** The site's sort order for vendors (ascending); the games table uses the same range. */
export const VENDOR_SORT_MAX = 10_000;

export const ZBoVendor = z.object({
  id: z.number().int(),
  vassalage: z.string().max(40),
  displayName: z.string().max(60),
  category: z.enum(GAME_CATEGORIES),
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']),
  /** The provider serving the vendor's games; null: not launchable until one is linked. */
  providerCode: z.string().max(20).nullable(),
  status: z.enum(VENDOR_STATUSES),
  isHot: z.boolean(),
  sort: z.number().int(),
  gameCount: z.number().int(),
});
export type TBoVendor = z.infer<typeof ZBoVendor>;
export const ZBoVendorList = z.object({ vendors: z.array(ZBoVendor).max(500) });
export type TBoVendorList = z.infer<typeof ZBoVendorList>;

export const ZBoVendorIdParams = z.object({ id: z.string().regex(/^\d{1,9}$/) });
export const ZBoGameIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** Only the fields sent change; at least one must be sent. */
export const ZBoVendorChange = z
  .object({
    status: z.enum(VENDOR_STATUSES).optional(),
    isHot: z.boolean().optional(),
    sort: z.number().int().min(0).max(VENDOR_SORT_MAX).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), 'nothing to change');
export type TBoVendorChange = z.infer<typeof ZBoVendorChange>;

/** `q`: part of a game's name (any language) or code. */
export const ZBoGameQuery = z.object({
  q: z.string().trim().max(60).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TBoGameQuery = z.input<typeof ZBoGameQuery>;

export const ZBoGame = z.object({
  id: z.string(),
  code: z.string().max(64),
  /** In the caller's language, else English. */
  name: z.string().max(200),
  category: z.string().max(20),
  classify: z.string().max(30),
  isHot: z.boolean(),
  isNew: z.boolean(),
  status: z.enum(GAME_STATUSES),
  sort: z.number().int(),
});
export type TBoGame = z.infer<typeof ZBoGame>;
export const ZBoGamePage = pageOf(ZBoGame).extend({ vendor: ZBoVendor });
export type TBoGamePage = z.infer<typeof ZBoGamePage>;

export const ZBoGameChange = z
  .object({
    status: z.enum(GAME_STATUSES).optional(),
    isHot: z.boolean().optional(),
    isNew: z.boolean().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), 'nothing to change');
export type TBoGameChange = z.infer<typeof ZBoGameChange>;
