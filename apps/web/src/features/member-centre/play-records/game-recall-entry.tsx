import type { TRecallRound } from '@tala/contract/play-records/game-recall';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { useErrorText } from '../../../components/centre/form-error.tsx';
import { PanelError } from '../../../components/centre/panel.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useGameRecall } from './play-records-api.ts';
import { RoundBody, RoundHead } from './round-card.tsx';

/**
 * Game recall: the last game and the 9 before it, each opening to everything needed to check it —
 * stake, outcome, win, balances and the provably-fair proof. The newest starts open.
 */
export function GameRecallEntry() {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const recall = useGameRecall(null);
  const [open, setOpen] = useState<string | null | undefined>(undefined);
  if (recall.isPending)
    return (
      <div className="space-y-2">
        {['a', 'b', 'c'].map((k) => (
          <Skeleton key={k} className="h-20" />
        ))}
      </div>
    );
  if (!recall.data)
    return (
      <PanelError
        message={errorText(recall.error)}
        onRetry={() => void recall.refetch()}
        retryLabel={t('retry')}
      />
    );
  if (recall.data.list.length === 0)
    return <EmptyState icon="refresh" title={t('plays.recall.empty')} body={t('plays.recall.emptyBody')} />;
  const openId = open === undefined ? (recall.data.list[0]?.roundId ?? null) : open;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{t('plays.recall.hint')}</p>
      <ul className="space-y-2.5" data-testid="recall-rounds">
        {recall.data.list.map((round) => (
          <RecallItem
            key={round.roundId}
            round={round}
            isOpen={round.roundId === openId}
            onToggle={() => setOpen(round.roundId === openId ? null : round.roundId)}
          />
        ))}
      </ul>
    </div>
  );
}

function RecallItem({
  round,
  isOpen,
  onToggle,
}: {
  round: TRecallRound;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const bodyId = `recall-${round.roundId}`;
  return (
    <li
      className={`overflow-hidden rounded-2xl border bg-surface transition-colors ${isOpen ? 'border-accent/50' : 'border-line'}`}
      data-testid="recall-round"
      data-round={round.roundId}
    >
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={isOpen}
        aria-controls={bodyId}
        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-surface-2"
      >
        <RoundHead round={round} />
        <Icon
          name="chevron-down"
          className={`size-4 shrink-0 text-muted transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      {isOpen ? (
        <div id={bodyId} className="border-t border-line px-4 py-4">
          <RoundBody round={round} />
        </div>
      ) : null}
    </li>
  );
}
