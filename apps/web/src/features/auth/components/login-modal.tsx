import type { TLoginChallenge } from '@tala/contract/session/device-verification';
import { Modal } from '@tala/ui/modal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GamepadIcon } from '../../../components/art/ui-icons.tsx';
import { closeModal, openModal, useOpenModal } from '../../../lib/modal-store.ts';
import { useAuthSwitches } from '../hooks/use-auth-data.ts';
import { AuthAside } from './auth-aside.tsx';
import { AuthTabs } from './auth-tabs.tsx';
import { DeviceVerificationForm } from './device-verification-form.tsx';
import { FormAlert } from './form-alert.tsx';
import { LoginSmsForm } from './login-sms-form.tsx';
import { LoginUsernameForm } from './login-username-form.tsx';
import { SocialButtons } from './social-buttons.tsx';

type TLoginTab = 'username' | 'sms';

/** The login popup (loginPopupModal): username or SMS, plus the register / free demo ways in. */
export function LoginModal() {
  const { t } = useTranslation('auth');
  const { name, props } = useOpenModal();
  const open = name === 'login';
  const switches = useAuthSwitches();
  const [tab, setTab] = useState<TLoginTab>('username');
  const [challenge, setChallenge] = useState<TLoginChallenge | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Each opening starts at the password (a challenge belongs to one attempt); an opener may pass an error.
  useEffect(() => {
    setChallenge(null);
    setNotice(open && typeof props.error === 'string' ? props.error : null);
  }, [open, props.error]);
  const activeTab = switches.smsLogin ? tab : 'username';
  const tabs = [
    { id: 'username' as const, label: t('tab_username') },
    ...(switches.smsLogin ? [{ id: 'sms' as const, label: t('tab_sms') }] : []),
  ];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? null : closeModal())}
      title={challenge ? t('device.modalTitle') : t('login_title')}
      description={challenge ? t('device.modalSubtitle') : t('login_subtitle')}
      width={880}
      aside={<AuthAside variant="login" />}
      testId="login-modal"
    >
      {challenge ? (
        <DeviceVerificationForm
          challenge={challenge}
          onRestart={(message) => {
            setChallenge(null);
            setNotice(message);
          }}
        />
      ) : (
        <>
          <AuthTabs tabs={tabs} value={activeTab} onChange={setTab} label={t('login_method')} />
          {notice ? (
            <div className="mb-4">
              <FormAlert message={notice} />
            </div>
          ) : null}
          {activeTab === 'sms' ? (
            <LoginSmsForm />
          ) : (
            <LoginUsernameForm onForgot={() => openModal('forgetPass')} onChallenge={setChallenge} />
          )}
          <SocialButtons />
          <LoginFooter register={switches.directRegister} freePlay={switches.freePlay} />
        </>
      )}
    </Modal>
  );
}

function LoginFooter({ register, freePlay }: { register: boolean; freePlay: boolean }) {
  const { t } = useTranslation('auth');
  if (!register && !freePlay) return null;
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-line pt-5">
      {register ? (
        <p className="text-center text-sm text-muted">
          {t('no_account')}{' '}
          <button
            type="button"
            onClick={() => openModal('register')}
            className="font-semibold text-accent hover:underline"
            data-testid="login-to-register"
          >
            {t('register_now')}
          </button>
        </p>
      ) : null}
      {freePlay ? (
        <button
          type="button"
          onClick={() => openModal('freePlay')}
          data-testid="login-free-demo"
          className="flex h-10 items-center justify-center gap-2 rounded-lg border border-dashed border-line text-sm font-medium text-muted transition-colors hover:border-brand hover:text-fg"
        >
          <GamepadIcon className="size-4 text-brand" />
          {t('try_free_demo')}
        </button>
      ) : null}
    </div>
  );
}
