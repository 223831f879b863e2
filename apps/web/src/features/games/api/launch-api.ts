import { GAME_LAUNCH_FIXED } from '@tala/contract/constants';
import type { TGameTile } from '@tala/contract/games/catalogue';
import {
  LAUNCH_GAME_PATH,
  type TLaunchGameRequest,
  type TLaunchGameResult,
} from '@tala/contract/games/launch';
import { api } from '../../../lib/api-client.ts';
import { readSession } from '../../../lib/session-store.ts';
import { documentTheme } from '../../../lib/use-document-theme.ts';

/**
 * The launch payload of seed 000 §3 with the fixed values of §9. A PVP entry is a room, so its code goes
 * as roomId. The session token travels only in the Authorization header (never in a body that could be
 * logged), so the payload's optional `token` is left out.
 */
/** What a launch needs of a game: its code, its vendor's account type name and its category. */
export type TLaunchTarget = Pick<TGameTile, 'code' | 'accountTypeName' | 'gameType'>;

export function launchBody(tile: TLaunchTarget, language: string): TLaunchGameRequest {
  const target = tile.gameType === 'PVP' ? { roomId: tile.code } : { gameId: tile.code };
  return {
    ...target,
    vassalage: tile.accountTypeName,
    ...GAME_LAUNCH_FIXED,
    username: readSession('account') ?? undefined,
    merchantCode: readSession('merchantCode') ?? undefined,
    language,
    theme: documentTheme(),
  };
}

export function launchGame(tile: TLaunchTarget, language: string): Promise<TLaunchGameResult> {
  return api<TLaunchGameResult>(LAUNCH_GAME_PATH, { method: 'POST', body: launchBody(tile, language) });
}
