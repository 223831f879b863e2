import { Button } from '@tala/ui/button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { GamepadIcon } from '../../../components/art/ui-icons.tsx';
import { withTexts } from '../../../lib/i18n.ts';
import { openModal, preloadModal } from '../../../lib/modal-store.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { useSession } from '../../../lib/use-session.ts';

const MemberActions = lazy(withTexts(['auth'], () => import('./member-actions.tsx')));

/**
 * The account end of the header (seed 000 §2): login / register / free demo for visitors; balance,
 * deposit, security centre, messages, agent centre, member menu and sign-out when logged in.
 */
export function HeaderAccount() {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <VisitorActions />;
  return (
    <Suspense
      fallback={<div aria-hidden="true" className="h-9 w-36 animate-pulse rounded-full bg-surface-2" />}
    >
      <MemberActions />
    </Suspense>
  );
}

/** The visitor's buttons; their labels are in the shell's namespace, so a first visit needs no 'auth' bundle. */
function VisitorActions() {
  const { t } = useTranslation('shell');
  const switches = useSystemStatus().data?.switches;
  // The login popup's code loads when the visitor reaches for a button, before the press.
  const intent = { onPointerEnter: () => preloadModal('login'), onFocus: () => preloadModal('login') };
  return (
    <div className="flex items-center gap-1.5 sm:gap-2" data-testid="header-visitor" {...intent}>
      {switches?.FREEPLAY3 ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => openModal('freePlay')}
          aria-label={t('header.freeDemo')}
          data-testid="header-free-demo"
          className="px-2 sm:px-3"
        >
          <GamepadIcon className="size-4 text-brand" />
          <span className="hidden md:inline">{t('header.freeDemo')}</span>
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => openModal('login')} data-testid="header-login">
        {t('header.login')}
      </Button>
      {switches?.DIRECTREG3 ? (
        <Button size="sm" onClick={() => openModal('register')} data-testid="header-register">
          {t('header.register')}
        </Button>
      ) : null}
    </div>
  );
}
