/**
 * The addresses the two browser apps answer (seed 000 §2 for the player site), so the server can tell a
 * direct load of a real page (200) from an unknown address (404, with the app's not-found page). The
 * routers (apps/web/src/app/router.tsx, apps/backoffice/src/app/app.tsx) must list exactly these paths:
 * `site-routes.test.ts` beside each router reads it and fails on any difference.
 */
export const PLAYER_SITE_PATHS = [
  '/',
  '/helpmc',
  '/index',
  '/index.html',
  '/register',
  '/register.html',
  '/login',
  '/noticePage',
  '/pointMall',
  '/vip',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/elott',
  '/rng',
  '/bgs',
  '/bingo',
  '/live',
  '/fish',
  '/pvp',
  '/sports',
  '/esports',
  '/cockfight',
  '/seamless',
  '/promotions',
  '/promoDetail',
  '/help',
  '/down',
  '/download',
  '/join',
  '/game',
] as const;

/** The back office's routes under its base /bo ("" is the dashboard); `:name` is one path segment. */
export const BACKOFFICE_BASE = '/bo';
export const BACKOFFICE_PATHS = [
  '/login',
  '/',
  '/enrol',
  '/players',
  '/players/:id',
  '/agents',
  '/payments',
  '/approvals',
  '/games',
  '/games/vendors/:id',
  '/lottery',
  '/lottery/games/:gameId',
  '/lottery/games/:gameId/issues/:issueNo',
  '/messages',
  '/promotions',
  '/points',
  '/vip',
  '/missions',
  '/help',
  '/feedback',
  '/settings',
  '/audit',
  '/staff',
] as const;

/** React Router's matching: case-insensitive, a trailing slash ignored, `:param` any one segment. */
function matchesPath(pattern: string, pathname: string): boolean {
  const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);
  const want = segments(pattern);
  const got = segments(pathname);
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** The path part of a request URL ("/rng?page=X" → "/rng"); undecodable input is no known path. */
function pathnameOf(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export function isPlayerSitePath(url: string): boolean {
  const path = pathnameOf(url);
  return path !== null && PLAYER_SITE_PATHS.some((pattern) => matchesPath(pattern, path));
}

/** `url` is the whole address, /bo included. */
export function isBackofficePath(url: string): boolean {
  const path = pathnameOf(url);
  if (path === null) return false;
  const lower = path.toLowerCase();
  if (lower !== BACKOFFICE_BASE && !lower.startsWith(`${BACKOFFICE_BASE}/`)) return false;
  const inner = path.slice(BACKOFFICE_BASE.length) || '/';
  return BACKOFFICE_PATHS.some((pattern) => matchesPath(pattern, inner));
}

/**
 * The known player page nearest to a mistyped address ("/pointsMall" → "/pointMall"), for the
 * not-found page's "did you mean": at most two edits away, ignoring case; null when none is that close.
 */
export function nearestPlayerPath(url: string): string | null {
  const path = (pathnameOf(url) ?? '').toLowerCase().replace(/\/+$/, '');
  if (path.length === 0 || path.length > 40) return null;
  let best: { path: string; distance: number } | null = null;
  for (const candidate of PLAYER_SITE_PATHS) {
    if (candidate === '/' || candidate.endsWith('.html')) continue;
    const distance = editDistance(path, candidate.toLowerCase());
    if (distance <= 2 && (best === null || distance < best.distance)) best = { path: candidate, distance };
  }
  return best?.path ?? null;
}

/** Levenshtein distance of two short strings (both ≤ 40 characters here). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
