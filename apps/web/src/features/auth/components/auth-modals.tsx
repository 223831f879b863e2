import {
  useForcedPasswordChange,
  useMemberLanguageSync,
  useReferralLink,
  useSessionLostHandler,
} from '../hooks/use-auth-effects.ts';
import { useSocialReturn } from '../hooks/use-social-return.ts';
import { ChangePassModal } from './change-pass-modal.tsx';
import { ForgetPassModal } from './forget-pass-modal.tsx';
import { FreePlayRunner } from './free-play-runner.tsx';
import { LoginModal } from './login-modal.tsx';
import { RealAccountDialog } from './real-account-dialog.tsx';
import { RegisterModal } from './register-modal.tsx';
import { SocialLinkModal } from './social-link-modal.tsx';

/**
 * Every login-related popup, mounted once by the shell (inside the router): login, register,
 * recovery, change password, the demo-account warning and the free-play runner. Also wires the
 * app-wide session behaviours (401 → login, language saved on the member, forced password change).
 */
export function AuthModals() {
  useSessionLostHandler();
  useMemberLanguageSync();
  useForcedPasswordChange();
  useReferralLink();
  useSocialReturn();
  return (
    <>
      <LoginModal />
      <RegisterModal />
      <ForgetPassModal />
      <ChangePassModal />
      <RealAccountDialog />
      <FreePlayRunner />
      <SocialLinkModal />
    </>
  );
}
