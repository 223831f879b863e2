import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gamesKeys } from '../api/games-keys.ts';
import { fetchRooms } from '../api/rooms-api.ts';

/** Player counts move by the minute; a lobby left open follows them (paused while the tab is hidden). */
const ROOMS_REFRESH_MS = 30_000;

/** The PVP rooms of one vendor (or every PVP vendor) with who is in them now. */
export function useRooms(vassalage: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gamesKeys.rooms(vassalage, i18n.language),
    queryFn: () => fetchRooms(vassalage, i18n.language),
    refetchInterval: ROOMS_REFRESH_MS,
  });
}
