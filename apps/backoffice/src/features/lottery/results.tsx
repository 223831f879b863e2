import type {
  TLotteryAdminGame,
  TResultProposal,
  TResultsAnswer,
} from '@tala/contract/lottery/lottery-admin';
import { Button } from '@tala/ui/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { dateTime } from '../../lib/format.ts';
import { useMe } from '../../lib/session.ts';
import { resultText } from './lottery-format.ts';
import { ResultDialog } from './result-dialog.tsx';
import { useDecideResult, useLotteryResults } from './use-lottery.ts';

const TONE = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'neutral' } as const;

function useProposalColumns(): TColumn<TResultProposal>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'issue',
      label: t('lottery.issue'),
      primary: true,
      render: (p) => <span className="font-mono font-semibold">{p.issueNo}</span>,
    },
    {
      key: 'result',
      label: t('lottery.result'),
      render: (p) => <span className="font-mono text-xs">{resultText(p.result)}</span>,
    },
    {
      key: 'by',
      label: t('lottery.cancel.by'),
      render: (p) => (
        <span className="text-muted">
          {p.enteredBy}
          {p.decidedBy ? ` → ${p.decidedBy}` : ''}
        </span>
      ),
    },
    {
      key: 'at',
      label: t('lottery.resultEntry.entered'),
      render: (p) => <span className="tabular text-muted">{dateTime(p.enteredAt)}</span>,
    },
    {
      key: 'status',
      label: t('lottery.status'),
      render: (p) => <Badge tone={TONE[p.status]}>{t(`lottery.resultEntry.statuses.${p.status}`)}</Badge>,
    },
  ];
}

/** Issues past their draw time without a result: entered here once, then waiting for approval. */
function AwaitingIssues({
  awaiting,
  pending,
  mayEnter,
  onEnter,
}: {
  awaiting: TResultsAnswer['awaiting'];
  pending: ReadonlySet<string>;
  mayEnter: boolean;
  onEnter: (issueNo: string) => void;
}) {
  const { t } = useTranslation();
  return awaiting.length > 0 ? (
    <ul className="divide-y divide-line/60" data-testid="results-awaiting">
      {awaiting.map((issue) => (
        <li key={issue.issueNo} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
          <span className="flex flex-col">
            <span className="font-mono text-sm font-semibold text-fg">{issue.issueNo}</span>
            <span className="text-[11px] text-faint">{dateTime(issue.drawsAt)}</span>
          </span>
          {pending.has(issue.issueNo) ? (
            <Badge tone="warning">{t('lottery.resultEntry.statuses.PENDING')}</Badge>
          ) : mayEnter ? (
            <Button
              size="sm"
              onClick={() => onEnter(issue.issueNo)}
              data-testid={`result-enter-${issue.issueNo}`}
            >
              {t('lottery.resultEntry.enter')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  ) : (
    <p className="px-4 py-6 text-center text-sm text-faint">{t('lottery.resultEntry.noneAwaiting')}</p>
  );
}

/** A manual game's issues waiting for their official result, and entries waiting for a second person. */
export function Results({ game, canEnter }: { game: TLotteryAdminGame; canEnter: boolean }) {
  const { t } = useTranslation();
  const me = useMe();
  const isManual = game.resultsSource === 'manual';
  const results = useLotteryResults(game.gameId, true);
  const decide = useDecideResult(game.gameId);
  const [entering, setEntering] = useState<string | null>(null);
  const columns = useProposalColumns();
  const pendingIssues = new Set(
    results.data?.proposals.filter((p) => p.status === 'PENDING').map((p) => p.issueNo),
  );
  const actions = (p: TResultProposal): ReactNode => {
    if (p.status !== 'PENDING') return <span className="text-xs text-faint">{dateTime(p.decidedAt)}</span>;
    if (p.enteredById === me.data?.id)
      return <span className="text-xs text-faint">{t('lottery.cancel.ownRequest')}</span>;
    if (!canEnter) return null;
    return (
      <>
        <Button
          size="sm"
          variant="success"
          busy={decide.isPending}
          onClick={() => decide.mutate({ id: p.id, approve: true })}
          data-testid={`result-approve-${p.id}`}
        >
          {t('lottery.resultEntry.approve')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: p.id, approve: false })}
        >
          {t('lottery.resultEntry.reject')}
        </Button>
      </>
    );
  };
  return (
    <div data-testid="lottery-results">
      <p className="border-b border-line px-4 py-2 text-xs text-muted">
        {t(isManual ? 'lottery.resultEntry.manualNote' : 'lottery.resultEntry.notManual', {
          source: t(`lottery.sources.${game.resultsSource}`),
        })}
      </p>
      <ErrorNote error={results.error ?? decide.error} />
      <h2 className="px-4 pt-3 text-sm font-semibold text-fg">{t('lottery.resultEntry.awaiting')}</h2>
      <AwaitingIssues
        awaiting={results.data?.awaiting ?? []}
        pending={pendingIssues}
        mayEnter={isManual && canEnter}
        onEnter={setEntering}
      />
      <h2 className="border-t border-line px-4 pt-3 text-sm font-semibold text-fg">
        {t('lottery.resultEntry.entries')}
      </h2>
      <DataList
        rows={results.data?.proposals ?? []}
        columns={columns}
        rowKey={(p) => p.id}
        empty={results.isPending ? '' : t('lottery.resultEntry.noEntries')}
        testId="result-proposals"
        actions={{ label: t('lottery.actions'), render: actions }}
      />
      {entering ? <ResultDialog game={game} issueNo={entering} onClose={() => setEntering(null)} /> : null}
    </div>
  );
}
