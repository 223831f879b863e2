import type { TGameTile } from '@tala/contract/games/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openModal } from '../../../lib/modal-store.ts';
import { readSession } from '../../../lib/session-store.ts';
import { useSession } from '../../../lib/use-session.ts';
import { gamesKeys } from '../api/games-keys.ts';
import { launchGame } from '../api/launch-api.ts';
import { launchFailure, type TLaunchFailure } from '../api/launch-failure.ts';
import { launchDestination, type TGamePageGame } from '../api/launch-target.ts';

/** What can be launched: a game tile, or a PVP room (its code goes as roomId, games-api.ts). */
export type TLaunchable = TGameTile | TGamePageGame;

export type TLaunchState = {
  failure: (TLaunchFailure & { tile: TGamePageGame }) | null;
  /** A vendor entry (isGame 0) whose popup game list is open (seed 001 §2). */
  lobby: TGameTile | null;
};

/**
 * Seed 001 §2 launch rule: a visitor is asked to log in first (seed 000 §6); a vendor entry opens its
 * game list; anything else is launched and the answer followed (lottery route or /game). Refusals
 * become state the GameLauncher draws. One launch at a time: a second click while one runs is ignored.
 */
export function useLaunchFlow() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { token } = useSession();
  const [pendingCode, setPendingCode] = useState<string | null>(null);
  const [state, setState] = useState<TLaunchState>({ failure: null, lobby: null });
  const running = useRef(false);
  const launch = useCallback(
    async (tile: TLaunchable) => {
      if (!readSession('token')) {
        openModal('login');
        return;
      }
      if ('isGame' in tile && tile.isGame === 0) {
        setState({ failure: null, lobby: tile });
        return;
      }
      if (running.current) return;
      running.current = true;
      setPendingCode(tile.code);
      try {
        const result = await launchGame(tile, i18n.language);
        void client.invalidateQueries({ queryKey: gamesKeys.member(token) });
        const destination = launchDestination(result, tile);
        if (destination) navigate(destination);
        else setState({ lobby: null, failure: { kind: 'error', message: null, tile } });
      } catch (error) {
        setState({ lobby: null, failure: { ...launchFailure(error), tile } });
      } finally {
        running.current = false;
        setPendingCode(null);
      }
    },
    [client, i18n.language, navigate, token],
  );
  const dismiss = useCallback(() => setState({ failure: null, lobby: null }), []);
  return { launch, pendingCode, state, dismiss };
}
