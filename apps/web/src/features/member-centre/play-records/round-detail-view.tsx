import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { useErrorText } from '../../../components/centre/form-error.tsx';
import { PanelError } from '../../../components/centre/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useGameRecall } from './play-records-api.ts';
import { RoundBody, RoundHead } from './round-card.tsx';

/** One round of the betting record in full (its game recall), with the way back to the list. */
export function RoundDetailView({ roundId, onBack }: { roundId: string; onBack: () => void }) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const recall = useGameRecall(roundId);
  const round = recall.data?.list[0];
  return (
    <div className="space-y-4" data-testid="bet-detail">
      <button
        type="button"
        onClick={onBack}
        data-testid="bet-detail-back"
        className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-fg"
      >
        <Icon name="chevron-left" className="size-4" />
        {t('plays.backToRecord')}
      </button>
      {recall.isPending ? <Skeleton className="h-96" /> : null}
      {recall.isError ? (
        <PanelError
          message={errorText(recall.error)}
          onRetry={() => void recall.refetch()}
          retryLabel={t('retry')}
        />
      ) : null}
      {round ? (
        <article className="space-y-5 rounded-2xl border border-line bg-surface p-4 sm:p-5">
          <RoundHead round={round} />
          <RoundBody round={round} />
        </article>
      ) : null}
    </div>
  );
}
