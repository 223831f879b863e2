import {
  ADJUSTMENT_STATUSES,
  type TAdjustment,
  type ZAdjustmentPage,
} from '@tala/contract/backoffice/adjustments';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { Pager } from '@tala/ui/pager';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Card, ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { DecisionFooter } from '../../components/ui/decision-footer.tsx';
import { FilterTabs } from '../../components/ui/tabs.tsx';
import { api, query } from '../../lib/api.ts';
import { dateTime, money } from '../../lib/format.ts';
import { useMe } from '../../lib/session.ts';
import { AdjustmentStatus } from './adjustment-status.tsx';

type TPage = z.infer<typeof ZAdjustmentPage>;
type TDecision = { item: TAdjustment; approve: boolean };

function DecisionDialog({ decision, onClose }: { decision: TDecision | null; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const currency = me.data?.merchant.currency ?? '';
  const decide = useMutation({
    mutationFn: (value: TDecision) =>
      api(
        'POST',
        boPath(value.approve ? BO_PATHS.adjustmentApprove : BO_PATHS.adjustmentReject, { id: value.item.id }),
        { note },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['adjustments'] });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      setNote('');
      onClose();
    },
  });
  if (!decision) return null;
  const { item, approve } = decision;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) {
          decide.reset();
          onClose();
        }
      }}
      title={t(approve ? 'approvals.approveTitle' : 'approvals.rejectTitle')}
      width={480}
    >
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-muted">
          {t(item.direction === 'credit' ? 'approvals.summaryCredit' : 'approvals.summaryDebit', {
            amount: money(item.amount, currency),
            player: item.playerUsername,
          })}
        </p>
        <blockquote className="rounded-md border-l-2 border-accent bg-surface-2 px-3 py-2 text-fg">
          {item.reason}
        </blockquote>
        <DecisionFooter
          noteLabel={t(approve ? 'approvals.noteOptional' : 'approvals.noteRequired')}
          note={note}
          onNote={setNote}
          error={decide.error}
          onCancel={onClose}
          confirm={{
            label: t(approve ? 'approvals.approve' : 'approvals.reject'),
            variant: approve ? 'success' : 'danger',
            busy: decide.isPending,
            disabled: !approve && note.trim().length < 3,
            onClick: () => decide.mutate(decision),
            testId: 'decision-confirm',
          }}
        />
      </div>
    </Modal>
  );
}

function useApprovalColumns(currency: string): TColumn<TAdjustment>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'amount',
      label: t('approvals.amount'),
      align: 'right',
      primary: true,
      render: (item) => (
        <span className={`font-semibold ${item.direction === 'debit' ? 'text-danger' : 'text-success'}`}>
          {item.direction === 'debit' ? '−' : '+'}
          {money(item.amount, currency)}
        </span>
      ),
    },
    {
      key: 'requested',
      label: t('approvals.requested'),
      render: (item) => <span className="tabular text-muted">{dateTime(item.requestedAt)}</span>,
    },
    {
      key: 'player',
      label: t('approvals.player'),
      render: (item) => (
        <Link to={`/players/${item.playerId}`} className="font-semibold text-info hover:underline">
          {item.playerUsername}
        </Link>
      ),
    },
    {
      key: 'reason',
      label: t('approvals.reason'),
      // One line on desktop (full text in the tooltip); a phone has no hover, so the card shows it all.
      render: (item) => (
        <span className="md:block md:max-w-64 md:truncate" title={item.reason}>
          {item.reason}
        </span>
      ),
    },
    {
      key: 'by',
      label: t('approvals.by'),
      render: (item) => (
        <span className="text-muted">
          {item.requestedBy}
          {item.decidedBy ? ` → ${item.decidedBy}` : ''}
        </span>
      ),
    },
    {
      key: 'status',
      label: t('approvals.status'),
      render: (item) => <AdjustmentStatus status={item.status} />,
    },
  ];
}

/** Approve/reject for someone else's pending request; the requester may not decide their own. */
function useDecisionCell(onDecide: (decision: TDecision) => void) {
  const { t } = useTranslation();
  const me = useMe();
  return (item: TAdjustment): ReactNode => {
    if (item.status !== 'PENDING')
      return <span className="text-xs text-faint">{dateTime(item.decidedAt)}</span>;
    if (item.requestedBy === me.data?.username)
      return <span className="text-xs text-faint">{t('approvals.ownRequest')}</span>;
    return (
      <>
        <Button size="sm" variant="success" onClick={() => onDecide({ item, approve: true })}>
          {t('approvals.approve')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onDecide({ item, approve: false })}>
          {t('approvals.reject')}
        </Button>
      </>
    );
  };
}

export function ApprovalsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [status, setStatus] = useState<string>('PENDING');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<TDecision | null>(null);
  const list = useQuery({
    queryKey: ['adjustments', status, page],
    queryFn: () => api<TPage>('GET', `${BO_PATHS.adjustments}${query({ status, page, pageSize: 20 })}`),
    placeholderData: keepPreviousData,
  });
  const currency = me.data?.merchant.currency ?? '';
  const columns = useApprovalColumns(currency);
  const decisionCell = useDecisionCell(setDecision);
  return (
    <div>
      <PageHeader title={t('approvals.title')} subtitle={t('approvals.subtitle')} />
      <Card padded={false}>
        <FilterTabs
          values={['PENDING', ...ADJUSTMENT_STATUSES.filter((s) => s !== 'PENDING'), '']}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          labelOf={(value) => (value ? t(`approvals.statuses.${value}`) : t('common.all'))}
        />
        <ErrorNote error={list.error} />
        {list.data ? (
          <DataList
            rows={list.data.list}
            columns={columns}
            rowKey={(item) => item.id}
            empty={t('approvals.none')}
            testId="approvals-table"
            actions={{ label: t('approvals.actions'), render: decisionCell }}
          />
        ) : null}
        {list.data ? (
          <Pager
            page={list.data.page}
            totalPages={list.data.totalPages}
            total={list.data.total}
            onChange={setPage}
          />
        ) : null}
      </Card>
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </div>
  );
}
