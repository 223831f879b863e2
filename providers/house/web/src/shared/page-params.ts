import { parseLanguage, type THouseLanguage } from './i18n.ts';

/** What a page reads from its address: /house/<page>/<gameId>?token=…&lang=… */
export type TPageParams = {
  gameId: string | null;
  token: string | null;
  lang: THouseLanguage;
  query: URLSearchParams;
};

const GAME_ID_RE = /^[a-z0-9-]{2,64}$/;

export function readPageParams(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): TPageParams {
  const query = new URLSearchParams(location.search);
  // /house/play/<gameId> and /house/rules/<gameId> name the game in the path; the verify page in ?game=.
  const segments = location.pathname.replace(/\/+$/, '').split('/');
  const isGamePath = ['play', 'rules'].includes(segments.at(-2) ?? '');
  const gameId = isGamePath ? decodeURIComponent(segments.at(-1) ?? '') : query.get('game');
  const token = query.get('token');
  return {
    gameId: gameId !== null && GAME_ID_RE.test(gameId) ? gameId : null,
    token: token !== null && token.length >= 20 && token.length <= 200 ? token : null,
    lang: parseLanguage(query.get('lang')),
    query,
  };
}
