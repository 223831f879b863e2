import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeModal, openModal, useOpenModal } from '../../../lib/modal-store.ts';
import { useAuthSwitches } from '../hooks/use-auth-data.ts';
import { AuthTabs } from './auth-tabs.tsx';
import { ForgetEmailForm } from './forget-email-form.tsx';
import { ForgetPhoneForm } from './forget-phone-form.tsx';

type TForgetTab = 'email' | 'phone';

/** Password recovery (forgetPassModal): a temporary password by e-mail, or an SMS code (PHONE_RECOVERY). */
export function ForgetPassModal() {
  const { t } = useTranslation('auth');
  const { name } = useOpenModal();
  const { phoneRecovery } = useAuthSwitches();
  const [tab, setTab] = useState<TForgetTab>('email');
  const activeTab = phoneRecovery ? tab : 'email';
  const tabs = [
    { id: 'email' as const, label: t('tab_email') },
    ...(phoneRecovery ? [{ id: 'phone' as const, label: t('tab_phone') }] : []),
  ];
  return (
    <Modal
      open={name === 'forgetPass'}
      onOpenChange={(open) => (open ? null : closeModal())}
      title={t('forgot_title')}
      description={t(activeTab === 'email' ? 'forgot_email_subtitle' : 'forgot_phone_subtitle')}
      width={460}
      testId="forget-modal"
    >
      <AuthTabs tabs={tabs} value={activeTab} onChange={setTab} label={t('forgot_method')} />
      {activeTab === 'phone' ? <ForgetPhoneForm /> : <ForgetEmailForm />}
      <p className="mt-6 border-t border-line pt-5 text-center text-sm text-muted">
        <button
          type="button"
          onClick={() => openModal('login')}
          className="font-semibold text-accent hover:underline"
          data-testid="forget-to-login"
        >
          {t('back_to_login')}
        </button>
      </p>
    </Modal>
  );
}
