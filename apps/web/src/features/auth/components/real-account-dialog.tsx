import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { closeModal, openModal, useOpenModal } from '../../../lib/modal-store.ts';
import { escapeHtml } from '../api/escape-html.ts';

/** The action gate's demo-account warning (seed 000 §5): register a real account to continue. */
export function RealAccountDialog() {
  const { t } = useTranslation('auth');
  const { name } = useOpenModal();
  return (
    <ConfirmDialog
      open={name === 'realAccount'}
      title={t('real_account_title')}
      html={escapeHtml(t('in_need_true_account'))}
      icon="warning"
      confirmText={t('in_increase_submit')}
      onConfirm={() => openModal('register')}
      onCancel={closeModal}
    />
  );
}
