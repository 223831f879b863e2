import { Button, Spinner } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeModal, openModal, useOpenModal } from '../../../lib/modal-store.ts';
import { useRegisterSettings } from '../../../lib/register-settings.ts';
import { errorText } from '../../../lib/server-errors.ts';
import { useAuthSwitches } from '../hooks/use-auth-data.ts';
import { AuthAside } from './auth-aside.tsx';
import { AuthTabs } from './auth-tabs.tsx';
import { RegisterForm } from './register-form.tsx';
import { SocialButtons } from './social-buttons.tsx';

type TRegisterTab = 'register' | 'registerMobile';

/** The register popup (registerModal): by username or, when switched on, by mobile number. */
export function RegisterModal() {
  const { t } = useTranslation('auth');
  const { name } = useOpenModal();
  const open = name === 'register';
  const switches = useAuthSwitches();
  const settings = useRegisterSettings(open);
  const [tab, setTab] = useState<TRegisterTab>('register');
  const mobileAllowed = switches.phoneRegistration && settings.data?.phoneRegistration !== false;
  const activeTab = mobileAllowed ? tab : 'register';
  const tabs = [
    { id: 'register' as const, label: t('tab_username') },
    ...(mobileAllowed ? [{ id: 'registerMobile' as const, label: t('tab_mobile') }] : []),
  ];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? null : closeModal())}
      title={t('register_title')}
      description={t('register_subtitle')}
      width={960}
      aside={<AuthAside variant="register" />}
      testId="register-modal"
    >
      <AuthTabs tabs={tabs} value={activeTab} onChange={setTab} label={t('register_method')} />
      {settings.data ? (
        <RegisterForm
          key={activeTab}
          settings={settings.data}
          byMobile={activeTab === 'registerMobile'}
          defaultDialingCode={settings.data.defaultDialingCode}
        />
      ) : settings.isError ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center text-sm text-muted">
          <p>{errorText(settings.error, t)}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : (
        <div className="grid place-items-center py-16 text-accent">
          <Spinner className="size-8" />
        </div>
      )}
      <SocialButtons />
      <p className="mt-6 border-t border-line pt-5 text-center text-sm text-muted">
        {t('have_account')}{' '}
        <button
          type="button"
          onClick={() => openModal('login')}
          className="font-semibold text-accent hover:underline"
          data-testid="register-to-login"
        >
          {t('login_now')}
        </button>
      </p>
    </Modal>
  );
}
