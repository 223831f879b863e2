import { CANCEL_REQUEST_STATUSES, type TBoCancelRequest } from '@tala/contract/lottery/lottery-staff';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { Pager } from '@tala/ui/pager';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { DecisionFooter } from '../../components/ui/decision-footer.tsx';
import { FilterTabs } from '../../components/ui/tabs.tsx';
import { dateTime } from '../../lib/format.ts';
import { can, useMe } from '../../lib/session.ts';
import { useCancelRequests, useDecideCancel } from './use-lottery.ts';

type TDecision = { item: TBoCancelRequest; approve: boolean };
const TONE = { PENDING: 'warning', APPLIED: 'success', REJECTED: 'neutral' } as const;

function DecisionDialog({ decision, onClose }: { decision: TDecision; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideCancel();
  const [note, setNote] = useState('');
  const { item, approve } = decision;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t(approve ? 'lottery.cancel.approveTitle' : 'lottery.cancel.rejectTitle')}
      width={480}
      testId="cancel-decision-dialog"
    >
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-muted">
          {t(approve ? 'lottery.cancel.approveSummary' : 'lottery.cancel.rejectSummary', {
            issue: item.issueNo,
            game: item.gameId,
          })}
        </p>
        <blockquote className="rounded-md border-l-2 border-accent bg-surface-2 px-3 py-2 text-fg">
          {item.reason}
        </blockquote>
        <DecisionFooter
          noteLabel={t('lottery.cancel.note')}
          note={note}
          onNote={setNote}
          noteMaxLength={500}
          error={decide.error}
          onCancel={onClose}
          confirm={{
            label: t(approve ? 'lottery.cancel.approve' : 'lottery.cancel.reject'),
            variant: approve ? 'danger' : 'secondary',
            busy: decide.isPending,
            onClick: () => decide.mutate({ id: item.id, approve, note }, { onSuccess: onClose }),
            testId: 'cancel-decision-confirm',
          }}
        />
      </div>
    </Modal>
  );
}

function useColumns(): TColumn<TBoCancelRequest>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'issue',
      label: t('lottery.issue'),
      primary: true,
      render: (item) => (
        <Link
          to={`/lottery/games/${item.gameId}?tab=issues`}
          className="flex min-w-0 flex-col hover:underline"
        >
          <span className="font-mono font-semibold text-info">{item.issueNo}</span>
          <span className="font-mono text-[11px] font-normal text-faint">{item.gameId}</span>
        </Link>
      ),
    },
    {
      key: 'reason',
      label: t('lottery.cancel.reason'),
      render: (item) => (
        <span className="md:block md:max-w-64 md:truncate" title={item.reason}>
          {item.reason}
        </span>
      ),
    },
    {
      key: 'by',
      label: t('lottery.cancel.by'),
      render: (item) => (
        <span className="text-muted">
          {item.requestedBy}
          {item.decidedBy ? ` → ${item.decidedBy}` : ''}
        </span>
      ),
    },
    {
      key: 'at',
      label: t('lottery.cancel.requestedAt'),
      render: (item) => <span className="tabular text-muted">{dateTime(item.requestedAt)}</span>,
    },
    {
      key: 'status',
      label: t('lottery.status'),
      render: (item) => (
        <span className="flex flex-col items-end gap-0.5 md:items-start">
          <Badge tone={TONE[item.status]}>{t(`lottery.cancel.statuses.${item.status}`)}</Badge>
          {item.refunded !== null ? (
            <span className="text-[11px] text-faint">
              {t('lottery.cancel.refunded', { count: item.refunded })}
            </span>
          ) : null}
        </span>
      ),
    },
  ];
}

/** Cancellations asked for, each waiting for a second money staff member (never the one who asked). */
export function CancelRequests() {
  const { t } = useTranslation();
  const me = useMe();
  const [status, setStatus] = useState('PENDING');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<TDecision | null>(null);
  const list = useCancelRequests(status, page);
  const columns = useColumns();
  const mayDecide = can(me.data, 'lottery.cancel');
  const actions = (item: TBoCancelRequest): ReactNode => {
    if (item.status !== 'PENDING')
      return <span className="text-xs text-faint">{dateTime(item.decidedAt)}</span>;
    if (item.requestedBy === me.data?.username)
      return <span className="text-xs text-faint">{t('lottery.cancel.ownRequest')}</span>;
    if (!mayDecide) return null;
    return (
      <>
        <Button
          size="sm"
          variant="danger"
          onClick={() => setDecision({ item, approve: true })}
          data-testid={`cancel-approve-${item.id}`}
        >
          {t('lottery.cancel.approve')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDecision({ item, approve: false })}>
          {t('lottery.cancel.reject')}
        </Button>
      </>
    );
  };
  return (
    <div data-testid="cancel-requests">
      <FilterTabs
        values={[...CANCEL_REQUEST_STATUSES, '']}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        labelOf={(value) => (value ? t(`lottery.cancel.statuses.${value}`) : t('common.all'))}
        label={t('lottery.tabs.requests')}
      />
      <p className="border-b border-line px-4 py-2 text-xs text-muted">{t('lottery.cancel.help')}</p>
      <ErrorNote error={list.error} />
      {list.data ? (
        <>
          <DataList
            rows={list.data.list}
            columns={columns}
            rowKey={(item) => item.id}
            empty={t('lottery.cancel.none')}
            testId="cancel-requests-table"
            actions={{ label: t('lottery.actions'), render: actions }}
          />
          <Pager
            page={list.data.page}
            totalPages={list.data.totalPages}
            total={list.data.total}
            onChange={setPage}
          />
        </>
      ) : null}
      {decision ? <DecisionDialog decision={decision} onClose={() => setDecision(null)} /> : null}
    </div>
  );
}
