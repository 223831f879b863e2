import { MEMBER_QUERY_ROOT } from '../../../lib/member-queries.ts';
import type { TGameFilters } from './games-api.ts';

/**
 * Query keys. Public lists carry the language because names are translated by the server; member
 * lists live under the member root (dropped at logout) and carry the token, so a new login never
 * sees the previous member's favourites.
 */
export const GAMES_ROOT = ['games'] as const;

export const gamesKeys = {
  list: (filters: TGameFilters, language: string) => [...GAMES_ROOT, 'list', language, filters] as const,
  hot: (language: string) => [...GAMES_ROOT, 'hot', language] as const,
  popular: (language: string) => [...GAMES_ROOT, 'popular', language] as const,
  classifies: (vassalage: string, gameType: string | undefined, language: string) =>
    [...GAMES_ROOT, 'classifies', vassalage, gameType ?? '', language] as const,
  winners: (language: string) => [...GAMES_ROOT, 'winners', language] as const,
  rooms: (vassalage: string | undefined, language: string) =>
    [...GAMES_ROOT, 'rooms', vassalage ?? '', language] as const,
  member: (token: string | null) => [...MEMBER_QUERY_ROOT, 'games', token] as const,
  favouriteIds: (token: string | null) => [...MEMBER_QUERY_ROOT, 'games', token, 'favourite-ids'] as const,
  favourites: (token: string | null, language: string) =>
    [...MEMBER_QUERY_ROOT, 'games', token, 'favourites', language] as const,
  recent: (token: string | null, language: string) =>
    [...MEMBER_QUERY_ROOT, 'games', token, 'recent', language] as const,
};
