import type { TFeedbackStatus } from '@tala/contract/feedback/feedback';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';

const TONES = { OPEN: 'warning', IN_PROGRESS: 'info', ANSWERED: 'success' } as const;

export function FeedbackStatus({ status }: { status: TFeedbackStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`feedback.statuses.${status}`)}</Badge>;
}
