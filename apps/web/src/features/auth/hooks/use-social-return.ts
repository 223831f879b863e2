import { SOCIAL_ERROR_FRAGMENT, SOCIAL_TICKET_FRAGMENT } from '@tala/contract/session/social';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../lib/modal-store.ts';
import { errorText } from '../api/server-errors.ts';
import { redeemSocialTicket } from '../api/social-api.ts';
import { useCompleteLogin } from './use-complete-login.ts';

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
 * Back from Google or Facebook: a linked account is signed in; an unknown one opens "complete sign-in"
 * (new account or link); a failure opens the login popup with the reason.
 */
export function useSocialReturn(): void {
  const { t } = useTranslation('auth');
  const completeLogin = useCompleteLogin();
  useEffect(() => {
    const { ticket, error } = takeFragment();
    if (error) openModal('login', { error: t(`errors:${error}`) });
    if (!ticket) return;
    redeemSocialTicket(ticket).then(
      async (result) => {
        if (result.outcome === 'signedIn') await completeLogin(result.session, 'social');
        else openModal('socialLink', { ticket, pending: result.pending });
      },
      (failure: unknown) => openModal('login', { error: errorText(failure, t) }),
    );
  }, [completeLogin, t]);
}
