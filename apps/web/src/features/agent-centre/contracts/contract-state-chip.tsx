import type { TContractState } from '@tala/contract/agent/contracts';
import { useTranslation } from 'react-i18next';
import { StatusChip, type TChipTone } from '../../../components/centre/status-chip.tsx';

const TONES: Record<TContractState, TChipTone> = {
  OFFERED: 'info',
  UPCOMING: 'info',
  ACTIVE: 'success',
  ENDING: 'warning',
  ENDED: 'neutral',
  REJECTED: 'danger',
  WITHDRAWN: 'neutral',
};

/** Where a contract stands, as a chip with a word (the colour is not the only sign). */
export function ContractStateChip({ state, testId }: { state: TContractState; testId?: string }) {
  const { t } = useTranslation('agent');
  return (
    <StatusChip tone={TONES[state]} testId={testId}>
      {t(`contracts.states.${state}`)}
    </StatusChip>
  );
}
