import type { TGameTile } from '@tala/contract/games/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import { addFavourite, fetchFavouriteGames, fetchFavouriteIds, removeFavourite } from '../api/games-api.ts';
import { gamesKeys } from '../api/games-keys.ts';

const EMPTY: ReadonlySet<string> = new Set();
const toSet = (ids: string[]): ReadonlySet<string> => new Set(ids);

/** Codes of the member's favourites, for the heart on every tile; empty for a visitor. */
export function useFavouriteIds(): ReadonlySet<string> {
  const { token } = useSession();
  const query = useQuery({
    queryKey: gamesKeys.favouriteIds(token),
    queryFn: fetchFavouriteIds,
    enabled: token !== null,
    select: toSet,
    staleTime: 5 * 60_000,
  });
  return query.data ?? EMPTY;
}

export function useFavouriteGames() {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gamesKeys.favourites(token, i18n.language),
    queryFn: fetchFavouriteGames,
    enabled: token !== null,
  });
}

/**
 * Adds or removes a favourite. The heart flips at once (optimistic) and flips back if the server
 * refuses (GAME_FAVOURITES_FULL, network), since a heart that lies is worse than a slow one.
 */
export function useToggleFavourite() {
  const { token } = useSession();
  const client = useQueryClient();
  const idsKey = gamesKeys.favouriteIds(token);
  return useMutation({
    mutationFn: ({ tile, isFavourite }: { tile: TGameTile; isFavourite: boolean }) =>
      isFavourite ? removeFavourite(tile.code) : addFavourite(tile.code),
    onMutate: async ({ tile, isFavourite }) => {
      await client.cancelQueries({ queryKey: idsKey });
      const previous = client.getQueryData<string[]>(idsKey);
      const next = (previous ?? []).filter((code) => code !== tile.code);
      client.setQueryData(idsKey, isFavourite ? next : [tile.code, ...next]);
      return { previous };
    },
    onError: (_error, _vars, context) => client.setQueryData(idsKey, context?.previous),
    onSettled: () => client.invalidateQueries({ queryKey: gamesKeys.member(token) }),
  });
}
