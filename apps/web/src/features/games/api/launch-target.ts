import type { TGameTile } from '@tala/contract/games/catalogue';
import type { TLaunchGameResult } from '@tala/contract/games/launch';

/** What /game needs besides the URL: enough to show the name and to launch again for the popup. */
export type TGamePageInfo = {
  url: string;
  code: string | null;
  vassalage: string | null;
  gameType: string | null;
  name: string | null;
};

const MAX_PARAM_LENGTH = 2000;

/** A route the server names is followed only when it stays on this site. */
export function isSiteRoute(route: string | null): route is string {
  if (route === null) return false;
  return route.startsWith('/') && !route.startsWith('//') && !route.includes('\\');
}

/** Only http(s) game addresses are opened; anything else counts as missing. */
export function safeGameUrl(raw: string | null, origin: string): string | null {
  if (!raw || raw.length > MAX_PARAM_LENGTH) return null;
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What every game frame may do: run scripts and forms, open the rules or a cashier in a new tab. */
const FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The game frame's sandbox (docs/decisions/021). A game on another origin keeps its own origin
 * (allow-same-origin: its storage and cookies, which vendors' games use) — the browser already keeps it
 * out of this page, and the sandbox still stops it navigating the site away. A game on this site's own
 * origin (the house provider served in-process under /house) gets an opaque origin instead: with both
 * flags it could reach into this page and lift its own sandbox (the browser warns), and read the
 * player's session.
 */
export function gameFrameSandbox(gameUrl: string, siteOrigin: string): string {
  const isSameOrigin = new URL(gameUrl, siteOrigin).origin === siteOrigin;
  return isSameOrigin ? FRAME_SANDBOX : `${FRAME_SANDBOX} allow-same-origin`;
}

/** The game as /game names it: enough to launch it again (popup, play here) and to title the bar. */
export type TGamePageGame = Pick<TGameTile, 'code' | 'accountTypeName' | 'gameType' | 'name'>;

export function gamePageHref(tile: TGamePageGame, url: string): string {
  const params = new URLSearchParams({
    url,
    game: tile.code,
    vassalage: tile.accountTypeName,
    type: tile.gameType,
    name: tile.name,
  });
  return `/game?${params.toString()}`;
}

/**
 * Where a launch answer leads (seed 001 §2, seed 000 §7): a lottery game's route, else the game page
 * framing game_url (game_url2 when the first is empty). Null when the answer names neither.
 */
export function launchDestination(result: TLaunchGameResult, tile: TGamePageGame): string | null {
  if (isSiteRoute(result.route)) return result.route;
  const url = result.game_url || result.game_url2;
  return url ? gamePageHref(tile, url) : null;
}

/** Reads /game's query back; the URL is checked, the rest are display hints and launch keys. */
export function readGamePage(params: URLSearchParams, origin: string): TGamePageInfo | null {
  const url = safeGameUrl(params.get('url'), origin);
  if (!url) return null;
  const short = (key: string) => params.get(key)?.slice(0, 80) || null;
  return {
    url,
    code: short('game'),
    vassalage: short('vassalage'),
    gameType: short('type'),
    name: short('name'),
  };
}
