import { GAME_CATEGORIES, type TGameCategory } from '@tala/contract/constants';
import { type TGameLane, type TVendorCard, WALLET_MODES } from '@tala/contract/games/menus';
import { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { isGameCategory } from './game-tile.ts';
import { countListedGames, listVisibleVendors, type TVendorRow, upsertVendor } from './games.repository.ts';

/** Lane order of the header navigation; GAME_CATEGORIES is already that order. */
const LANE_ORDER: readonly TGameCategory[] = GAME_CATEGORIES;

function toCard(row: TVendorRow & { category: TGameCategory }, gameCount: number): TVendorCard {
  return {
    accountTypeId: row.accountTypeId,
    vassalage: row.vassalage,
    displayName: row.displayName,
    isHot: row.isHot ? 1 : 0,
    icon: row.icon,
    gameType: row.category,
    status: row.status === 'MAINTENANCE' ? 'MAINTENANCE' : 'ACTIVE',
    walletMode: row.walletMode,
    gameCount,
  };
}

/**
 * Groups visible vendors into lanes in the fixed order. A vendor with no game a player can see is left
 * out, and so a category whose vendors have none: navigation, home tiles and category pages are built
 * from these lanes, so nothing on the site leads to an empty page.
 */
export function buildLanes(rows: TVendorRow[], gameCounts: ReadonlyMap<string, number>): TGameLane[] {
  const byCategory = new Map<TGameCategory, TVendorCard[]>();
  for (const row of rows) {
    const gameCount = gameCounts.get(row.vassalage) ?? 0;
    if (!isGameCategory(row.category) || row.status === 'DISABLED' || gameCount === 0) continue;
    const cards = byCategory.get(row.category) ?? [];
    cards.push(toCard({ ...row, category: row.category }, gameCount));
    byCategory.set(row.category, cards);
  }
  return LANE_ORDER.flatMap((title) => {
    const cards = byCategory.get(title);
    return cards ? [{ title, cards: cards.slice(0, 100) }] : [];
  });
}

export async function getGameLanes(db: TDb, merchantId: number): Promise<TGameLane[]> {
  const [vendors, gameCounts] = await Promise.all([
    listVisibleVendors(db, merchantId),
    countListedGames(db, merchantId),
  ]);
  return buildLanes(vendors, gameCounts);
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
