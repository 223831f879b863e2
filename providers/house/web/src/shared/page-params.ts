import { parseLanguage, type THouseLanguage } from './i18n.ts';
import { parseTheme, type THouseTheme } from './theme.ts';

/** How a lottery page opens: on the number picker or on the lobby/results (the platform's `lottoView`). */
export type TPageView = 'betting' | 'lobby';

/** What a page reads from its address: /house/<page>/<gameId>?token=…&lang=…&view=…&playType=…&back=… */
export type TPageParams = {
  gameId: string | null;
  token: string | null;
  lang: THouseLanguage;
  /** The platform's theme (decision 036): light or dark, dark by default. */
  theme: THouseTheme;
  view: TPageView | null;
  /** A play type to open on (`ssc5.position`); the game checks it is one of its own. */
  playType: string | null;
  /** Where "back" leads: a path on the platform's own site only, never another host. */
  back: string | null;
  query: URLSearchParams;
};

const GAME_ID_RE = /^[a-z0-9-]{2,64}$/;
const PLAY_TYPE_RE = /^[a-z0-9-]{2,16}\.[a-z0-9-]{1,24}$/;
// One leading slash, then path characters only: no "//host", no backslash, no scheme, no spaces.
const BACK_RE = /^\/(?![/\\])[A-Za-z0-9/_\-.~%]*(\?[A-Za-z0-9_\-.~%=&]*)?$/;
const MAX_BACK_LENGTH = 200;

/** A same-site path to go back to, or null: anything that could leave the site is dropped. */
export function readBackPath(value: string | null): string | null {
  if (value === null || value.length > MAX_BACK_LENGTH || !BACK_RE.test(value)) return null;
  return value.includes('..') ? null : value;
}

function readView(value: string | null): TPageView | null {
  return value === 'betting' || value === 'lobby' ? value : null;
}

export function readPageParams(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): TPageParams {
  const query = new URLSearchParams(location.search);
  // /house/play/<gameId> and /house/rules/<gameId> name the game in the path; the verify page in ?game=.
  const segments = location.pathname.replace(/\/+$/, '').split('/');
  const isGamePath = ['play', 'rules'].includes(segments.at(-2) ?? '');
  const gameId = isGamePath ? decodeURIComponent(segments.at(-1) ?? '') : query.get('game');
  const token = query.get('token');
  const playType = query.get('playType');
  return {
    gameId: gameId !== null && GAME_ID_RE.test(gameId) ? gameId : null,
    token: token !== null && token.length >= 20 && token.length <= 200 ? token : null,
    lang: parseLanguage(query.get('lang')),
    theme: parseTheme(query.get('theme')),
    view: readView(query.get('view')),
    playType: playType !== null && PLAY_TYPE_RE.test(playType) ? playType : null,
    back: readBackPath(query.get('back')),
    query,
  };
}
