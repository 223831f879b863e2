import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { launchGame, type TLaunchTarget } from '../api/launch-api.ts';
import { launchFailure } from '../api/launch-failure.ts';
import { launchDestination, safeGameUrl } from '../api/launch-target.ts';

const POPUP_NAME = 'tala-game';
const POPUP_SIZE = { width: 1280, height: 800 };

/** A window sized to the game (at most the screen), centred over the current one. */
function popupFeatures(): string {
  const width = Math.min(POPUP_SIZE.width, window.screen.availWidth - 40);
  const height = Math.min(POPUP_SIZE.height, window.screen.availHeight - 80);
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return `popup=yes,width=${Math.round(width)},height=${Math.round(height)},left=${Math.round(left)},top=${Math.round(top)}`;
}

/**
 * The game popup of seed 000 §2. A launch token is single use and the page's frame already spent it, so
 * the popup gets a fresh launch. The window is opened first, inside the click (browsers block pop-ups
 * opened later), then pointed at the new game URL.
 */
export function useGamePopup(target: TLaunchTarget | null, name: string, frameUrl: string | null) {
  const { t, i18n } = useTranslation('games');
  const navigate = useNavigate();
  const [popup, setPopup] = useState<Window | null>(null);
  // The frame URL whose game moved to the popup: the page shows the popup panel for as long as its
  // location still points there, so the frame never reloads the spent token, whatever order the router
  // and this state render in.
  const [movedUrl, setMovedUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = useCallback(async () => {
    if (!target || busy) return;
    const win = window.open('', POPUP_NAME, popupFeatures());
    if (!win) {
      setNotice(t('game.popupBlocked'));
      return;
    }
    setBusy(true);
    try {
      const result = await launchGame(target, i18n.language);
      const url = safeGameUrl(result.game_url || result.game_url2, window.location.origin);
      if (!url) throw new Error('launch answered no game URL');
      win.location.replace(url);
      win.focus();
      setPopup(win);
      setMovedUrl(frameUrl);
    } catch (error) {
      win.close();
      setNotice(launchFailure(error).message ?? t('game.relaunchFailed'));
    } finally {
      setBusy(false);
    }
  }, [target, busy, frameUrl, i18n.language, t]);
  /**
   * Back from the popup to this page: the frame's token is spent, so the game is launched afresh and the
   * page moves to the new URL (the panel stays until it has). If the launch fails the popup is left
   * playing.
   */
  const playHere = useCallback(async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      const href = launchDestination(await launchGame(target, i18n.language), { ...target, name });
      if (!href) throw new Error('launch answered no game URL');
      navigate(href, { replace: true });
      popup?.close();
      setPopup(null);
    } catch (error) {
      setNotice(launchFailure(error).message ?? t('game.relaunchFailed'));
    } finally {
      setBusy(false);
    }
  }, [popup, target, busy, i18n.language, name, navigate, t]);
  return {
    open,
    playHere,
    busy,
    inPopup: movedUrl !== null && movedUrl === frameUrl,
    focus: () => popup?.focus(),
    notice,
    clearNotice: () => setNotice(null),
  };
}
