import { GAME_CATEGORIES } from '@tala/contract/constants';
import {
  type TGameList,
  type TGameListQuery,
  type TGameTile,
  type THotGamesQuery,
  type TVassalGameTypeQuery,
  type TVassalGameTypes,
  ZGameArt,
  ZGameCode,
  ZVassalage,
} from '@tala/contract/games/catalogue';
import { GAME_CLASSIFIES } from '@tala/contract/games/games-constants';
import type { TLanguage } from '@tala/contract/i18n/languages';
import { decimalStringToMinor } from '@tala/contract/money';
import type { Insertable } from 'kysely';
import { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import type { GamesTable } from '../../db/schema-games.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import { pageFacts } from '../../lib/paging.ts';
import {
  countClassifies,
  findGameByCode,
  lotteryVendorOf,
  selectGamePage,
  selectGames,
  type TLaunchRow,
  upsertGames,
  vendorIdsByKey,
} from './catalogue.repository.ts';
import { isGameClassify, toTile } from './game-tile.ts';

const ZName = z.string().trim().min(1).max(80);

/** English is required: it is the fallback of every other language. */
export const ZGameNames = z
  .object({
    en: ZName,
    zh: ZName.optional(),
    tl: ZName.optional(),
    vi: ZName.optional(),
    th: ZName.optional(),
    id: ZName.optional(),
    ja: ZName.optional(),
  })
  .strict();

const ZStakeMinor = z
  .bigint()
  .min(0n)
  .max(10n ** 12n);

/** Back-office input for a game entry; the seeds use the same function. */
export const ZGameInput = z
  .object({
    code: ZGameCode,
    /** The vendor: its vassalage and category (a vassalage may exist in two categories). */
    vassalage: ZVassalage,
    gameType: z.enum(GAME_CATEGORIES),
    providerGameId: z.string().trim().min(1).max(64),
    names: ZGameNames,
    gameClassify: z.enum(GAME_CLASSIFIES),
    minBetMinor: ZStakeMinor,
    /** The vendor's largest stake, when it publishes one (a PVP room shows its range); null: unknown. */
    maxBetMinor: ZStakeMinor.nullable().default(null),
    lineCount: z.number().int().min(0).max(10_000).default(0),
    isHot: z.boolean().default(false),
    isNew: z.boolean().default(false),
    isPopular: z.boolean().default(false),
    isGame: z.boolean().default(true),
    defaultPlayType: z.string().trim().min(1).max(40).nullable().default(null),
    status: z.enum(['ACTIVE', 'MAINTENANCE', 'DISABLED']).default('ACTIVE'),
    sort: z.number().int().min(0).max(1_000_000).default(0),
    art: ZGameArt,
    allowsTrial: z.boolean().default(true),
  })
  .refine((game) => game.maxBetMinor === null || game.maxBetMinor >= game.minBetMinor, {
    path: ['maxBetMinor'],
  });
export type TGameInput = z.input<typeof ZGameInput>;

/** One upsert statement carries at most this many rows (PostgreSQL's 65,535 parameters / 19 columns). */
const UPSERT_CHUNK = 1000;
/** A bulk load is the generated scale catalogue at most; anything bigger is a mistake. */
const MAX_BATCH = 20_000;

/** Every name and the code, lower-cased: one substring match searches every language. */
export function searchTextOf(names: Record<string, string | undefined>, code: string): string {
  return [...Object.values(names), code]
    .filter((text): text is string => text !== undefined)
    .join(' ')
    .toLowerCase();
}

function toRow(merchantId: number, vendorId: number, game: z.output<typeof ZGameInput>) {
  return {
    merchant_id: merchantId,
    vendor_id: vendorId,
    code: game.code,
    provider_game_id: game.providerGameId,
    names: JSON.stringify(game.names),
    search_text: searchTextOf(game.names, game.code),
    category: game.gameType,
    game_classify: game.gameClassify,
    min_bet_minor: game.minBetMinor,
    max_bet_minor: game.maxBetMinor,
    line_count: game.lineCount,
    is_hot: game.isHot,
    is_new: game.isNew,
    is_popular: game.isPopular,
    default_play_type: game.defaultPlayType,
    is_game: game.isGame,
    status: game.status,
    sort: game.sort,
    art: game.art,
    allows_trial: game.allowsTrial,
  } satisfies Insertable<GamesTable>;
}

/**
 * Validates and upserts games (by code) in one transaction; the vendor must exist in the game's
 * category. The seeds, the scale catalogue and a back office all come through here.
 */
export async function saveGames(db: TDb, merchantId: number, inputs: TGameInput[]): Promise<void> {
  assert(inputs.length <= MAX_BATCH, `at most ${MAX_BATCH} games per batch`);
  const games = inputs.map((input) => ZGameInput.parse(input));
  assert(new Set(games.map((game) => game.code)).size === games.length, 'game codes repeat in one batch');
  const vendors = await vendorIdsByKey(db, merchantId);
  const rows = games.map((game) => {
    const vendorId = vendors.get(`${game.vassalage}|${game.gameType}`);
    if (vendorId === undefined) throw new AppError('NOT_FOUND');
    return toRow(merchantId, vendorId, game);
  });
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
      await upsertGames(trx, rows.slice(start, start + UPSERT_CHUNK));
    }
  });
}

export async function saveGame(db: TDb, merchantId: number, input: TGameInput): Promise<void> {
  await saveGames(db, merchantId, [input]);
}

/** The game list of seed 001 §3 with every filter; names in `lang`. */
export async function listGames(
  db: TDb,
  merchantId: number,
  lang: TLanguage,
  query: TGameListQuery,
): Promise<TGameList> {
  const search = query.gameName?.trim().toLowerCase();
  const maxMinBet = query.minBet === undefined ? undefined : decimalStringToMinor(query.minBet);
  assert(maxMinBet !== null, 'the contract admits only decimal minBet values');
  const { rows, total } = await selectGamePage(
    db,
    merchantId,
    {
      category: query.gameType,
      vassalage: query.vassalage,
      classify: query.gameClassify,
      search: search === '' ? undefined : search,
      maxMinBetMinor: maxMinBet,
      minLines: query.minLineNum,
      walletMode: query.walletMode,
    },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return {
    games: rows.map((row) => toTile(row, lang)),
    ...pageFacts(total, query),
  };
}

/** Hot games that can be played now; isPlatform 1 or a vassalage narrows to one vendor. */
export async function listHotGames(
  db: TDb,
  merchantId: number,
  lang: TLanguage,
  query: Pick<THotGamesQuery, 'vassalage' | 'count'>,
): Promise<TGameTile[]> {
  const rows = await selectGames(
    db,
    merchantId,
    { vassalage: query.vassalage, hotOnly: true, playableOnly: true },
    query.count,
  );
  return rows.map((row) => toTile(row, lang));
}

/**
 * Popular games that can be played now: the home page's list and the suggestions of the
 * GAME_MAINTENANCE answer (seed 001 §8), so a game under maintenance never suggests itself.
 */
export async function listPopularGames(
  db: TDb,
  merchantId: number,
  lang: TLanguage,
  limit: number,
): Promise<TGameTile[]> {
  const rows = await selectGames(db, merchantId, { popularOnly: true, playableOnly: true }, limit);
  return rows.map((row) => toTile(row, lang));
}

/** One vendor's classifies with their translated names and how many listed games each has. */
export async function listVassalGameTypes(
  db: TDb,
  merchantId: number,
  lang: TLanguage,
  query: Pick<TVassalGameTypeQuery, 'vassalage' | 'gameType'>,
): Promise<TVassalGameTypes> {
  const counts = await countClassifies(db, merchantId, query.vassalage, query.gameType);
  const classifies = counts.map(({ classify, count }) => {
    assert(isGameClassify(classify), `stored classify ${classify}`);
    return { gameClassify: classify, name: translate(lang, `server:game_classify.${classify}`), count };
  });
  return { vassalage: query.vassalage, classifies };
}

/**
 * For the launch endpoint: the game (by its code, sent as gameId, or as roomId for a PVP room) under
 * the named vendor, with the vendor. Null when unknown or when the game or its vendor is disabled;
 * MAINTENANCE comes back as is, so the caller can answer GAME_MAINTENANCE with popular games.
 */
export async function findLaunchableGame(
  db: TDb,
  merchantId: number,
  target: { gameId?: string | undefined; roomId?: string | undefined; vassalage: string },
): Promise<TLaunchRow | null> {
  const code = target.gameId ?? target.roomId;
  if (code === undefined || !ZGameCode.safeParse(code).success) return null;
  const found = await findGameByCode(db, merchantId, code, target.vassalage);
  if (!found || found.game.status === 'DISABLED' || found.vendor.status === 'DISABLED') return null;
  if (target.gameId === undefined && found.game.category !== 'PVP') return null;
  return found;
}

/** A lottery game (LOTT or ELOTT) by its code, whatever its vendor, when it and its vendor are enabled. */
export async function findLotteryGameByCode(
  db: TDb,
  merchantId: number,
  code: string,
): Promise<TLaunchRow | null> {
  if (!ZGameCode.safeParse(code).success) return null;
  const vassalage = await lotteryVendorOf(db, merchantId, code);
  if (vassalage === null) return null;
  return findLaunchableGame(db, merchantId, { gameId: code, vassalage });
}
