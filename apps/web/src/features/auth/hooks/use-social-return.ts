import { SOCIAL_ERROR_FRAGMENT, SOCIAL_TICKET_FRAGMENT } from '@tala/contract/session/social-fragments';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../lib/modal-store.ts';

/** Reads `#social=…` / `#socialError=…` once and removes it from the address bar at once. */
function takeFragment(): { ticket: string | null; error: string | null } {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const ticket = params.get(SOCIAL_TICKET_FRAGMENT);
  const error = params.get(SOCIAL_ERROR_FRAGMENT);
  if (ticket || error) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  return { ticket, error: error && /^[A-Z_]{3,60}$/.test(error) ? error : null };
}

/**
 * Back from Google or Facebook: a failure opens the login popup with the reason; a ticket opens
 * 'socialReturn', whose runner (loaded with the auth dialogs) redeems it. Only this check is on the
 * first load of every page.
 */
export function useSocialReturn(): void {
  const { t } = useTranslation('auth');
  useEffect(() => {
    const { ticket, error } = takeFragment();
    if (error) openModal('login', { error: t(`errors:${error}`) });
    else if (ticket) openModal('socialReturn', { ticket });
  }, [t]);
}
