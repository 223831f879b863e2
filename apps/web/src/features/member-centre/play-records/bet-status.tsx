import type { TBetStatus } from '@tala/contract/play-records/bet-history';
import { useTranslation } from 'react-i18next';
import { StatusChip, type TChipTone } from '../../../components/centre/status-chip.tsx';

const TONES: Record<TBetStatus, TChipTone> = { SETTLED: 'success', OPEN: 'info', VOID: 'neutral' };

export function BetStatusChip({ status }: { status: TBetStatus }) {
  const { t } = useTranslation('member');
  return (
    <StatusChip tone={TONES[status]} testId="bet-status">
      {t(`plays.statuses.${status}`)}
    </StatusChip>
  );
}
