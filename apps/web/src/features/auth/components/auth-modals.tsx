import { lazy, Suspense, useState } from 'react';
import { LoaderOverlay } from '../../../components/ui/loader-overlay.tsx';
import { withTexts } from '../../../lib/i18n.ts';
import { registerModalPreloader, type TModalName, useOpenModal } from '../../../lib/modal-store.ts';
import {
  useForcedPasswordChange,
  useMemberLanguageSync,
  useReferralLink,
  useSessionLostHandler,
} from '../hooks/use-auth-effects.ts';
import { useSocialReturn } from '../hooks/use-social-return.ts';

const loadDialogs = withTexts(['auth'], () => import('./auth-dialogs.tsx'));
let dialogs: ReturnType<typeof loadDialogs> | null = null;
/** One load shared by the lazy component and the header's preload (a failed one is tried again). */
function load(): ReturnType<typeof loadDialogs> {
  dialogs ??= loadDialogs().catch((error: unknown) => {
    dialogs = null;
    throw error;
  });
  return dialogs;
}
const AuthDialogs = lazy(load);

const AUTH_MODALS: readonly TModalName[] = [
  'login',
  'register',
  'forgetPass',
  'changePass',
  'realAccount',
  'freePlay',
  'socialReturn',
  'socialLink',
];
registerModalPreloader(AUTH_MODALS, () => void load().catch(() => null));

/**
 * Mounted once by the shell (inside the router): wires the app-wide session behaviours (401 → login,
 * language saved on the member, forced password change, referral links) and shows the login-related
 * popups. Their code (forms, validation, human check) loads the first time one of them opens, and
 * stays mounted from then on.
 */
export function AuthModals() {
  useSessionLostHandler();
  useMemberLanguageSync();
  useForcedPasswordChange();
  useReferralLink();
  useSocialReturn();
  const { name } = useOpenModal();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && name !== null && AUTH_MODALS.includes(name)) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={<LoaderOverlay visible />}>
      <AuthDialogs />
    </Suspense>
  );
}
