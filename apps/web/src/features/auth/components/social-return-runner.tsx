import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderOverlay } from '../../../components/ui/loader-overlay.tsx';
import { openModal, useOpenModal } from '../../../lib/modal-store.ts';
import { errorText } from '../../../lib/server-errors.ts';
import { redeemSocialTicket } from '../api/social-api.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';

/**
 * Redeems the ticket Google or Facebook sent back ('socialReturn', opened by useSocialReturn): a linked
 * account is signed in; an unknown one opens "complete sign-in" (new account or link); a failure opens
 * the login popup with the reason (decision 022).
 */
export function SocialReturnRunner() {
  const { t } = useTranslation('auth');
  const { name, props } = useOpenModal();
  const completeLogin = useCompleteLogin();
  const running = useRef(false);
  const ticket = name === 'socialReturn' && typeof props.ticket === 'string' ? props.ticket : null;

  useEffect(() => {
    if (!ticket || running.current) return;
    running.current = true;
    redeemSocialTicket(ticket)
      .then(
        async (result) => {
          if (result.outcome === 'signedIn') await completeLogin(result.session, 'social');
          else openModal('socialLink', { ticket, pending: result.pending });
        },
        (failure: unknown) => openModal('login', { error: errorText(failure, t) }),
      )
      .finally(() => {
        running.current = false;
      });
  }, [ticket, completeLogin, t]);

  return <LoaderOverlay visible={ticket !== null} />;
}
