import type { TAdjustmentStatus } from '@tala/contract/backoffice/adjustments';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';

const TONE = { PENDING: 'warning', APPLIED: 'success', REJECTED: 'danger' } as const;

export function AdjustmentStatus({ status }: { status: TAdjustmentStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`approvals.statuses.${status}`)}</Badge>;
}
