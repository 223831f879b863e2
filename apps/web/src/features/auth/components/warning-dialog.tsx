import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { escapeHtml } from '../api/escape-html.ts';

/** A warning with only a confirm button (failed SMS send, invalid invitation code: seed 000 §8). */
export function WarningDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <ConfirmDialog
      open={message !== null}
      title={t('warning_title')}
      html={escapeHtml(message ?? '')}
      icon="warning"
      hideCancel
      onConfirm={onClose}
      onCancel={onClose}
    />
  );
}
