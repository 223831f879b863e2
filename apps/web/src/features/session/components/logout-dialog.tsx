import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { closeModal, useOpenModal } from '../../../lib/modal-store.ts';
import { useLogout } from '../hooks/use-logout.ts';

/** The sign-out confirmation, shown whenever anything opens the 'logout' modal. */
export function LogoutDialog() {
  const { t } = useTranslation('auth');
  const { name } = useOpenModal();
  const { signOut, busy } = useLogout();
  return (
    <ConfirmDialog
      open={name === 'logout'}
      title={t('logout_title')}
      html={t('logout_confirm')}
      icon="info"
      confirmText={t('sign_out')}
      busy={busy}
      onConfirm={() => void signOut()}
      onCancel={closeModal}
    />
  );
}
