import { ChangePassModal } from './change-pass-modal.tsx';
import { ForgetPassModal } from './forget-pass-modal.tsx';
import { FreePlayRunner } from './free-play-runner.tsx';
import { LoginModal } from './login-modal.tsx';
import { RealAccountDialog } from './real-account-dialog.tsx';
import { RegisterModal } from './register-modal.tsx';
import { SocialLinkModal } from './social-link-modal.tsx';
import { SocialReturnRunner } from './social-return-runner.tsx';

/**
 * Every login-related popup: login, register, recovery, change password, the demo-account warning and
 * the free-play runner, finishing a social sign-in. Loaded by AuthModals the first time one of them opens.
 */
export default function AuthDialogs() {
  return (
    <>
      <LoginModal />
      <RegisterModal />
      <ForgetPassModal />
      <ChangePassModal />
      <RealAccountDialog />
      <FreePlayRunner />
      <SocialReturnRunner />
      <SocialLinkModal />
    </>
  );
}
