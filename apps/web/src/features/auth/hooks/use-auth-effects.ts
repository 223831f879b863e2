import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setOnSessionLost } from '../../../lib/api-client.ts';
import { openModal, useOpenModal } from '../../../lib/modal-store.ts';
import { readSession } from '../../../lib/session-store.ts';
import { useSession } from '../../../lib/use-session.ts';
import { captureSignupLink } from '../api/signup-link.ts';

/** A 401 from any call shows the login popup (the session store is already cleared by api-client). */
export function useSessionLostHandler(): void {
  useEffect(() => setOnSessionLost(() => openModal('login')), []);
}

/**
 * Logged in, a language change is also saved on the member (PUT /wps/member/language), so the
 * shell's language switcher needs no knowledge of sessions. Best effort: the UI already switched.
 */
export function useMemberLanguageSync(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const onChange = (language: string) => {
      if (!readSession('token')) return;
      // The auth calls load with the first use (a visitor's first page does not carry them).
      void import('../api/auth-api.ts')
        .then(({ updateMemberLanguage }) => updateMemberLanguage(language))
        .catch(() => null);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
}

/** cpw=1 means the password must be changed first: the modal comes back whenever nothing else is open. */
export function useForcedPasswordChange(): void {
  const { isLoggedIn, mustChangePassword } = useSession();
  const { name } = useOpenModal();
  useEffect(() => {
    if (isLoggedIn && mustChangePassword && name === null) openModal('changePass', { forced: true });
  }, [isLoggedIn, mustChangePassword, name]);
}

/** A referral or invitation link is kept for registration and, for a visitor, opens the register popup. */
export function useReferralLink(): void {
  useEffect(() => {
    if (captureSignupLink() && !readSession('token')) openModal('register');
  }, []);
}
