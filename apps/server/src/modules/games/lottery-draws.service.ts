import type { TGameTile } from '@tala/contract/games/catalogue';
import {
  type TLotteryDraw,
  type TLotteryFeed,
  type TPrizeMode,
  ZLotteryFeed,
} from '@tala/contract/games/lottery';
import { type TOpenedNumero, VN_REGIONS } from '@tala/contract/games/lottery-calls';
import type { TLanguage } from '@tala/contract/i18n/languages';
import type { TAppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { providerAccountOf } from '../vendor-wallet/provider-accounts.ts';
import { selectGames, type TGameFilter } from './catalogue.repository.ts';
import { findLotteryGameByCode } from './catalogue.service.ts';
import { toTile } from './game-tile.ts';

/** The provider's public lottery feed, under its launch URL (the house: providers/house lottery-feed.ts). */
const FEED_PATH = '/api/lottery/public/lobby';
/** Draw times move by the minute: a feed a second or two old is current enough for a list. */
const FEED_CACHE_MS = 2_000;
const FEED_TIMEOUT_MS = 3_000;
type TVnRegion = (typeof VN_REGIONS)[number];
/** The house serves every lottery game of the demo; another lottery provider would bring its own feed. */
const LOTTERY_PROVIDER = 'HOUSE';

/** Seed 000 §1's prize modes (decision 034): which lottery games each lists. */
const MODE_FILTERS: Record<TPrizeMode, TGameFilter[]> = {
  Lott: [{ category: 'ELOTT' }, { category: 'LOTT' }],
  Elott: [{ category: 'ELOTT' }],
  SEA: [{ vassalage: 'TCG_SEA' }],
  ZY: [{ vassalage: 'TCG_LOTTO_VN' }],
};

/** The Vietnamese-format games (seed 001 §2: account type TCG_LOTTO_VN). */
const VN_FILTER: TGameFilter = { vassalage: 'TCG_LOTTO_VN' };
/** More than the house has: the VN menus list every Vietnamese-format game. */
const VN_GAMES_MAX = 50;

/** The lottery games of a prize mode that can be played now, with each one's draw from its provider. */
export async function listLotteryDraws(
  deps: Pick<TAppDeps, 'db' | 'inProcessProviders'>,
  merchantId: number,
  lang: TLanguage,
  mode: TPrizeMode,
  limit: number,
): Promise<{ games: TGameTile[]; draws: TLotteryDraw[] }> {
  const rows = [];
  for (const filter of MODE_FILTERS[mode]) {
    rows.push(...(await selectGames(deps.db, merchantId, { ...filter, playableOnly: true }, limit)));
  }
  const games = rows.slice(0, limit).map((row) => toTile(row, lang));
  const feed = await readFeed(deps, merchantId);
  const byGame = new Map(feed?.games.map((game) => [game.gameId, game]));
  const draws = rows.slice(0, limit).flatMap((row) => {
    const entry = byGame.get(row.providerGameId);
    if (!entry) return [];
    return [
      {
        gameId: row.code,
        family: entry.family,
        issueNo: entry.current?.issueNo ?? null,
        closesAt: entry.current?.closesAt ?? null,
        drawsAt: entry.current?.drawsAt ?? null,
        lastIssueNo: entry.last?.issueNo ?? null,
        lastResult: entry.last?.result ?? null,
      },
    ];
  });
  return { games, draws };
}

const feeds = new Map<string, { at: number; feed: TLotteryFeed | null }>();

/**
 * The provider's feed, cached for a moment: in-process for the inline house (a path), over HTTP for a
 * provider elsewhere (bounded). A provider that does not answer, or answers something else, gives no
 * draws (the games still list): never an error for the page.
 */
async function readFeed(
  deps: Pick<TAppDeps, 'db' | 'inProcessProviders'>,
  merchantId: number,
): Promise<TLotteryFeed | null> {
  const provider = await providerAccountOf(deps.db, merchantId, LOTTERY_PROVIDER);
  if (!provider?.isActive) return null;
  const url = `${provider.launchUrl.replace(/\/+$/, '')}${FEED_PATH}`;
  const cached = feeds.get(url);
  if (cached && Date.now() - cached.at < FEED_CACHE_MS) return cached.feed;
  const feed = await fetchFeed(deps, url);
  if (feeds.size > 100) feeds.clear();
  feeds.set(url, { at: Date.now(), feed });
  return feed;
}

async function fetchFeed(
  deps: Pick<TAppDeps, 'inProcessProviders'>,
  url: string,
): Promise<TLotteryFeed | null> {
  try {
    let body: unknown;
    if (url.startsWith('/')) {
      const found = deps.inProcessProviders.find(url);
      if (!found) return null;
      const answer = await found.api({ path: found.path, header: () => undefined, rawBody: '' });
      if (answer.statusCode !== 200) return null;
      body = answer.body;
    } else {
      const response = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
      if (!response.ok) return null;
      body = await response.json();
    }
    const parsed = ZLotteryFeed.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type TNumeroWithFamily = TOpenedNumero & { family: string };

/** Playable lottery games of `filter` with the numero their provider has open now (none: left out). */
async function openNumeros(
  deps: Pick<TAppDeps, 'db' | 'inProcessProviders'>,
  merchantId: number,
  lang: TLanguage,
  filter: TGameFilter,
  limit: number,
): Promise<TNumeroWithFamily[]> {
  const rows = await selectGames(deps.db, merchantId, { ...filter, playableOnly: true }, limit);
  const feed = await readFeed(deps, merchantId);
  const byGame = new Map(feed?.games.map((game) => [game.gameId, game]));
  return rows.flatMap((row) => {
    const current = byGame.get(row.providerGameId)?.current;
    if (!current) return [];
    const family = byGame.get(row.providerGameId)?.family ?? '';
    return [{ gameCode: row.code, name: toTile(row, lang).name, ...current, family }];
  });
}

/** GET /lgw/vn/games/game_menu: the Vietnamese-format games by result sheet (North, regional). */
export async function listVnMenus(
  deps: Pick<TAppDeps, 'db' | 'inProcessProviders'>,
  merchantId: number,
  lang: TLanguage,
): Promise<Array<{ region: TVnRegion; games: TOpenedNumero[] }>> {
  const numeros = await openNumeros(deps, merchantId, lang, VN_FILTER, VN_GAMES_MAX);
  const regionOf = (family: string): TVnRegion => (family === 'vn-north' ? 'NORTH' : 'REGIONAL');
  return VN_REGIONS.map((region) => ({
    region,
    games: numeros
      .filter((n) => regionOf(n.family) === region)
      .map(({ family: _family, ...numero }) => numero),
  })).filter((menu) => menu.games.length > 0);
}

/** GET /lgw/vn/numeros/opened/game: the Vietnamese-format numeros open now (seed 001 §9: count 100). */
export async function listVnNumeros(
  deps: Pick<TAppDeps, 'db' | 'inProcessProviders'>,
  merchantId: number,
  lang: TLanguage,
  count: number,
): Promise<TOpenedNumero[]> {
  const numeros = await openNumeros(deps, merchantId, lang, VN_FILTER, count);
  return numeros.map(({ family: _family, ...numero }) => numero);
}

/** GET /lotto/lgw/games/opened/numero: one lottery game's numero open now (null when none is). */
export async function findOpenedNumero(
  deps: Pick<TAppDeps, 'db' | 'inProcessProviders'>,
  merchantId: number,
  lang: TLanguage,
  gameCode: string,
): Promise<TOpenedNumero | null> {
  const found = await findLotteryGameByCode(deps.db, merchantId, gameCode);
  if (!found) throw new AppError('GAME_NOT_FOUND');
  const feed = await readFeed(deps, merchantId);
  const current = feed?.games.find((game) => game.gameId === found.game.providerGameId)?.current;
  if (!current) return null;
  const name = found.game.names[lang] ?? found.game.names.en ?? found.game.code;
  return { gameCode: found.game.code, name, ...current };
}
