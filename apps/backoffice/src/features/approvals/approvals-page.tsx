import {
  ADJUSTMENT_STATUSES,
  type TAdjustment,
  type ZAdjustmentPage,
} from '@tala/contract/backoffice/adjustments';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Card, EmptyRow, ErrorNote, PageHeader, TABLE } from '../../components/ui/card.tsx';
import { TextArea } from '../../components/ui/field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Pager } from '../../components/ui/pager.tsx';
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
        <TextArea
          label={t(approve ? 'approvals.noteOptional' : 'approvals.noteRequired')}
          rows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className="[&_textarea]:font-sans [&_textarea]:text-sm"
        />
        <ErrorNote error={decide.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={approve ? 'success' : 'danger'}
            busy={decide.isPending}
            disabled={!approve && note.trim().length < 3}
            onClick={() => decide.mutate(decision)}
            data-testid="decision-confirm"
          >
            {t(approve ? 'approvals.approve' : 'approvals.reject')}
          </Button>
        </div>
      </div>
    </Modal>
  );
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
  return (
    <div>
      <PageHeader title={t('approvals.title')} subtitle={t('approvals.subtitle')} />
      <Card padded={false}>
        <div className="flex flex-wrap gap-1 border-b border-line p-2" role="tablist">
          {['PENDING', ...ADJUSTMENT_STATUSES.filter((s) => s !== 'PENDING'), ''].map((value) => (
            <button
              key={value || 'all'}
              type="button"
              role="tab"
              aria-selected={status === value}
              onClick={() => {
                setStatus(value);
                setPage(1);
              }}
              className={`rounded-md px-3 py-1.5 text-xs font-semibold ${status === value ? 'bg-surface-3 text-fg' : 'text-muted hover:text-fg'}`}
            >
              {value ? t(`approvals.statuses.${value}`) : t('common.all')}
            </button>
          ))}
        </div>
        <ErrorNote error={list.error} />
        <div className={TABLE.wrap}>
          <table className={TABLE.table}>
            <thead>
              <tr>
                <th className={TABLE.th}>{t('approvals.requested')}</th>
                <th className={TABLE.th}>{t('approvals.player')}</th>
                <th className={`${TABLE.th} text-right`}>{t('approvals.amount')}</th>
                <th className={TABLE.th}>{t('approvals.reason')}</th>
                <th className={TABLE.th}>{t('approvals.by')}</th>
                <th className={TABLE.th}>{t('approvals.status')}</th>
                <th className={`${TABLE.th} text-right`}>{t('approvals.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data?.list.map((item) => {
                const own = item.requestedBy === me.data?.username;
                return (
                  <tr key={item.id} className={TABLE.row}>
                    <td className={`${TABLE.td} tabular text-muted`}>{dateTime(item.requestedAt)}</td>
                    <td className={TABLE.td}>
                      <Link
                        to={`/players/${item.playerId}`}
                        className="font-semibold text-info hover:underline"
                      >
                        {item.playerUsername}
                      </Link>
                    </td>
                    <td
                      className={`${TABLE.td} tabular text-right font-semibold ${item.direction === 'debit' ? 'text-danger' : 'text-success'}`}
                    >
                      {item.direction === 'debit' ? '−' : '+'}
                      {money(item.amount, currency)}
                    </td>
                    <td className={`${TABLE.td} max-w-64 truncate`} title={item.reason}>
                      {item.reason}
                    </td>
                    <td className={`${TABLE.td} text-muted`}>
                      {item.requestedBy}
                      {item.decidedBy ? ` → ${item.decidedBy}` : ''}
                    </td>
                    <td className={TABLE.td}>
                      <AdjustmentStatus status={item.status} />
                    </td>
                    <td className={`${TABLE.td} text-right`}>
                      {item.status === 'PENDING' ? (
                        own ? (
                          <span className="text-xs text-faint">{t('approvals.ownRequest')}</span>
                        ) : (
                          <div className="flex justify-end gap-1.5">
                            <Button
                              size="sm"
                              variant="success"
                              onClick={() => setDecision({ item, approve: true })}
                            >
                              {t('approvals.approve')}
                            </Button>
                            <Button
                              size="sm"
                              variant="secondary"
                              onClick={() => setDecision({ item, approve: false })}
                            >
                              {t('approvals.reject')}
                            </Button>
                          </div>
                        )
                      ) : (
                        <span className="text-xs text-faint">{dateTime(item.decidedAt)}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
              {list.data && list.data.list.length === 0 ? (
                <EmptyRow colSpan={7} text={t('approvals.none')} />
              ) : null}
            </tbody>
          </table>
        </div>
        {list.data ? (
          <Pager
            page={list.data.page}
            totalPages={list.data.totalPages}
            total={list.data.total}
            onPage={setPage}
          />
        ) : null}
      </Card>
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </div>
  );
}
