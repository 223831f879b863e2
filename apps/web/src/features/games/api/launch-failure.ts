import { type TGameTile, ZGameTile } from '@tala/contract/games/catalogue';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';

/** How a refused launch is shown: the maintenance list, the trial notice, or the server's message. */
export type TLaunchFailure =
  | { kind: 'maintenance'; message: string | null; games: TGameTile[] }
  | { kind: 'trial'; message: string | null }
  | { kind: 'error'; message: string | null };

const ZSuggestions = z.object({ games: z.array(z.unknown()).max(50) });

/** Suggestions are drawn like any tile, so each is checked against the tile schema; bad ones are skipped. */
function suggestedGames(value: unknown): TGameTile[] {
  const parsed = ZSuggestions.safeParse(value);
  if (!parsed.success) return [];
  return parsed.data.games.flatMap((game) => {
    const tile = ZGameTile.safeParse(game);
    return tile.success ? [tile.data] : [];
  });
}

/** `message` is the envelope's (already translated); null means "use the network message". */
export function launchFailure(error: unknown): TLaunchFailure {
  if (!(error instanceof ApiError)) return { kind: 'error', message: null };
  const message = error.message || null;
  if (error.code === 'GAME_MAINTENANCE') {
    return { kind: 'maintenance', message, games: suggestedGames(error.value) };
  }
  if (error.code === 'GAME_TRIAL_NOT_ALLOWED') return { kind: 'trial', message };
  return { kind: 'error', message };
}
