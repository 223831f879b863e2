import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';

type TTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** Waiting on staff = warning, waiting on the player = info, settled = success, stopped = danger. */
const TONE: Record<string, TTone> = {
  PENDING: 'warning',
  APPROVED: 'warning',
  NOT_RECEIVED: 'danger',
  PAID: 'info',
  RECEIVED: 'success',
  FORCED_RECEIVED: 'success',
  REFUNDED: 'neutral',
  REJECTED: 'danger',
  FAILED: 'neutral',
  CANCELLED: 'neutral',
};

export function PaymentStatus({ status, paidKind }: { status: string; paidKind?: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation();
  // A deposit's PAID is settled money in; a withdrawal's PAID still waits for the player's answer.
  const tone = paidKind === 'deposit' && status === 'PAID' ? 'success' : (TONE[status] ?? 'neutral');
  return <Badge tone={tone}>{t(`payments.statuses.${status}`)}</Badge>;
}
