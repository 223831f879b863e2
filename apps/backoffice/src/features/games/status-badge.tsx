import type { TVendorStatus } from '@tala/contract/backoffice/games';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';

const TONE = { ACTIVE: 'success', MAINTENANCE: 'warning', DISABLED: 'neutral' } as const;

/** A vendor's or game's status: live, in maintenance (listed, not playable), or hidden from players. */
export function StatusBadge({ status }: { status: TVendorStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`games.statuses.${status}`)}</Badge>;
}
