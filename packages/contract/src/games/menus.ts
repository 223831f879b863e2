import { z } from 'zod';
import { GAME_CATEGORIES } from '../constants.ts';

/**
 * How a vendor's games are paid (decision 007): SEAMLESS games bet straight from the main wallet; a
 * TRANSFER vendor holds its own wallet of the player, filled by a transfer before play.
 */
export const WALLET_MODES = ['SEAMLESS', 'TRANSFER'] as const;
export type TWalletMode = (typeof WALLET_MODES)[number];

export const ZVendorCard = z.object({
  accountTypeId: z.number().int(),
  vassalage: z.string().max(40),
  displayName: z.string().max(60),
  isHot: z.union([z.literal(0), z.literal(1)]),
  icon: z.string().max(60),
  gameType: z.enum(GAME_CATEGORIES),
  status: z.enum(['ACTIVE', 'MAINTENANCE']),
  walletMode: z.enum(WALLET_MODES),
  /** Games a player can see under this vendor (a vendor with none is not listed): counts on the site. */
  gameCount: z.number().int().min(0),
});
export type TVendorCard = z.infer<typeof ZVendorCard>;

export const ZGameLane = z.object({ title: z.enum(GAME_CATEGORIES), cards: z.array(ZVendorCard).max(100) });
export type TGameLane = z.infer<typeof ZGameLane>;

/** The LGW gateway answers with `data` where the WPS gateway uses `value` (seed 000 §3: data.lanes). */
export const ZGameMenusResponse = z.object({
  success: z.boolean(),
  code: z.string(),
  message: z.string(),
  data: z.object({ lanes: z.array(ZGameLane).max(20) }),
});
export type TGameMenusResponse = z.infer<typeof ZGameMenusResponse>;
