import {
  LOTTERY_ADMIN_ISSUE_STATES,
  type TLotteryAdminIssue,
  type TLotteryAdminIssueState,
} from '@tala/contract/lottery/lottery-admin';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { Select, TextField } from '../../components/ui/field.tsx';
import { dateTime, money } from '../../lib/format.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { IssueStateBadge } from './lottery-badges.tsx';
import { resultText } from './lottery-format.ts';
import { useLotteryIssues } from './use-lottery.ts';

const CANCELLABLE: ReadonlySet<TLotteryAdminIssueState> = new Set(['SCHEDULED', 'OPEN', 'CLOSED', 'DRAWN']);
const signed = (amount: string) => (amount.startsWith('-') ? 'text-danger' : 'text-success');

function useColumns(currency: string): TColumn<TLotteryAdminIssue>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'issue',
      label: t('lottery.issue'),
      primary: true,
      render: (issue) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-mono font-semibold text-fg">{issue.issueNo}</span>
          <span className="text-[11px] font-normal text-faint">{dateTime(issue.drawsAt)}</span>
        </span>
      ),
    },
    { key: 'state', label: t('lottery.status'), render: (issue) => <IssueStateBadge state={issue.state} /> },
    { key: 'bets', label: t('lottery.bets'), align: 'right', render: (issue) => issue.betCount },
    {
      key: 'stake',
      label: t('lottery.stakes'),
      align: 'right',
      render: (issue) => money(issue.stake, currency),
    },
    {
      key: 'payout',
      label: t('lottery.payouts'),
      align: 'right',
      render: (issue) => money(issue.payout, currency),
    },
    {
      key: 'margin',
      label: t('lottery.margin'),
      align: 'right',
      render: (issue) => (
        <span className={`font-semibold ${signed(issue.margin)}`}>{money(issue.margin, currency)}</span>
      ),
    },
    {
      key: 'result',
      label: t('lottery.result'),
      render: (issue) =>
        issue.result ? (
          <span className="flex flex-wrap items-center justify-end gap-1.5 md:justify-start">
            <span className="font-mono text-xs">{resultText(issue.result)}</span>
            {issue.resultSource && issue.resultSource !== 'house' ? (
              <Badge tone="brand">{t(`lottery.sources.${issue.resultSource}`)}</Badge>
            ) : null}
          </span>
        ) : issue.cancelReason ? (
          <span className="text-xs text-muted md:block md:max-w-48 md:truncate" title={issue.cancelReason}>
            {issue.cancelReason}
          </span>
        ) : (
          <span className="text-faint">—</span>
        ),
    },
  ];
}

/** A game's issues with their bets, stakes, payouts and margin, filtered by state and local date. */
export function Issues({
  gameId,
  currency,
  canCancel,
}: {
  gameId: string;
  currency: string;
  canCancel: boolean;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState('');
  const [date, setDate] = useState('');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const filter = {
    ...(state ? { state: state as TLotteryAdminIssueState } : {}),
    ...(date ? { date } : {}),
    page,
    pageSize: 20,
  };
  const issues = useLotteryIssues(gameId, filter);
  const columns = useColumns(currency);
  const totals = issues.data?.totals;
  const actions = (issue: TLotteryAdminIssue): ReactNode => (
    <>
      {issue.state !== 'SETTLED' && issue.state !== 'CANCELLED' ? (
        <Link
          to={`/lottery/games/${gameId}/issues/${issue.issueNo}`}
          className="inline-flex h-8 items-center rounded-lg border border-line bg-surface-2 px-3 text-sm font-semibold text-fg hover:bg-surface-3"
          data-testid={`issue-liability-${issue.issueNo}`}
        >
          {t('lottery.liability')}
        </Link>
      ) : null}
      {canCancel && CANCELLABLE.has(issue.state) ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setCancelling(issue.issueNo)}
          data-testid={`issue-cancel-${issue.issueNo}`}
        >
          {t('lottery.cancel.action')}
        </Button>
      ) : null}
    </>
  );
  return (
    <div data-testid="lottery-issues">
      <div className="flex flex-wrap items-end gap-3 border-b border-line p-3">
        <Select
          label={t('lottery.status')}
          value={state}
          onChange={(event) => {
            setState(event.target.value);
            setPage(1);
          }}
          className="w-40"
          data-testid="issues-state"
        >
          <option value="">{t('common.all')}</option>
          {LOTTERY_ADMIN_ISSUE_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`lottery.issueStates.${value}`)}
            </option>
          ))}
        </Select>
        <TextField
          label={t('lottery.date')}
          type="date"
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setPage(1);
          }}
          className="w-44"
          data-testid="issues-date"
        />
      </div>
      {totals ? (
        <dl
          className="grid grid-cols-2 gap-3 border-b border-line bg-surface-2/40 px-4 py-3 text-sm md:grid-cols-4"
          data-testid="issues-totals"
        >
          {[
            ['lottery.bets', String(totals.betCount), 'text-fg'],
            ['lottery.stakes', money(totals.stake, currency), 'text-fg'],
            ['lottery.payouts', money(totals.payout, currency), 'text-fg'],
            ['lottery.margin', money(totals.margin, currency), signed(totals.margin)],
          ].map(([label, value, tone]) => (
            <div key={label}>
              <dt className="text-xs text-faint">{t('lottery.total', { what: t(label ?? '') })}</dt>
              <dd className={`tabular font-semibold ${tone}`}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ErrorNote error={issues.error} />
      <DataList
        rows={issues.data?.list ?? []}
        columns={columns}
        rowKey={(issue) => issue.issueNo}
        empty={issues.isPending ? '' : t('lottery.noIssues')}
        testId="issues-table"
        actions={{ label: t('lottery.actions'), render: actions }}
      />
      {issues.data ? (
        <Pager
          page={issues.data.page}
          totalPages={issues.data.totalPages}
          total={issues.data.total}
          onChange={setPage}
        />
      ) : null}
      {cancelling ? (
        <CancelDialog gameId={gameId} issueNo={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </div>
  );
}
