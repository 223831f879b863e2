import { GAME_CATEGORIES, type TGameCategory } from '@tala/contract/constants';
import { type TGameLane, type TVendorCard, WALLET_MODES } from '@tala/contract/games/menus';
import { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { isGameCategory } from './game-tile.ts';
import { listVisibleVendors, type TVendorRow, upsertVendor } from './games.repository.ts';

/** Lane order of the header navigation; GAME_CATEGORIES is already that order. */
const LANE_ORDER: readonly TGameCategory[] = GAME_CATEGORIES;

function toCard(row: TVendorRow & { category: TGameCategory }): TVendorCard {
  return {
    accountTypeId: row.accountTypeId,
    vassalage: row.vassalage,
    displayName: row.displayName,
    isHot: row.isHot ? 1 : 0,
    icon: row.icon,
    gameType: row.category,
    status: row.status === 'MAINTENANCE' ? 'MAINTENANCE' : 'ACTIVE',
    walletMode: row.walletMode,
  };
}

/** Groups visible vendors into lanes in the fixed order; a category with no vendor has no lane. */
export function buildLanes(rows: TVendorRow[]): TGameLane[] {
  const byCategory = new Map<TGameCategory, TVendorCard[]>();
  for (const row of rows) {
    if (!isGameCategory(row.category) || row.status === 'DISABLED') continue;
    const cards = byCategory.get(row.category) ?? [];
    cards.push(toCard({ ...row, category: row.category }));
    byCategory.set(row.category, cards);
  }
  return LANE_ORDER.flatMap((title) => {
    const cards = byCategory.get(title);
    return cards ? [{ title, cards: cards.slice(0, 100) }] : [];
  });
}

export async function getGameLanes(db: TDb, merchantId: number): Promise<TGameLane[]> {
  return buildLanes(await listVisibleVendors(db, merchantId));
}

/** Back-office input for a vendor entry; the seed uses the same function. */
export const ZVendorInput = z.object({
  accountTypeId: z.number().int().min(1).max(1_000_000),
  vassalage: z.string().regex(/^[A-Z0-9_]{2,40}$/),
  displayName: z.string().trim().min(1).max(60),
  category: z.enum(GAME_CATEGORIES),
  /** Key of an icon the web draws as SVG (no remote images). */
  icon: z.string().regex(/^[a-z0-9-]{1,40}$/),
  isHot: z.boolean().default(false),
  walletMode: z.enum(WALLET_MODES).default('SEAMLESS'),
  status: z.enum(['ACTIVE', 'MAINTENANCE', 'DISABLED']).default('ACTIVE'),
  allowsTrial: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
  /** The provider serving this vendor's games (decision 007); absent: unchanged. */
  providerCode: z
    .string()
    .regex(/^[A-Z0-9_]{2,20}$/)
    .nullable()
    .optional(),
});

export async function saveVendor(
  db: TDb,
  merchantId: number,
  input: z.input<typeof ZVendorInput>,
): Promise<void> {
  await upsertVendor(db, merchantId, ZVendorInput.parse(input));
}
