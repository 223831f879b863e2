import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import type { TBoDeposit, ZBoDepositPage } from '@tala/contract/backoffice/payments';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EvidenceViewer, type TEvidence } from '../../components/evidence-viewer.tsx';
import { ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { api, query } from '../../lib/api.ts';
import { dateTime, money } from '../../lib/format.ts';
import { can, useMe } from '../../lib/session.ts';
import { PaymentActionDialog, type TPaymentAction } from './payment-action-dialog.tsx';
import { PaymentStatus } from './payment-status.tsx';
import { PlayerLink, type TQueueFilter } from './queue-parts.tsx';

type TPage = z.infer<typeof ZBoDepositPage>;

function useDepositActions(currency: string) {
  const { t } = useTranslation();
  return {
    approve: (d: TBoDeposit): TPaymentAction => ({
      title: t('payments.dialogs.approveDeposit'),
      text: t('payments.dialogs.approveDepositText', {
        amount: money(d.amount, currency),
        player: d.playerUsername,
        reference: d.reference,
      }),
      confirm: t('payments.actions.approve'),
      tone: 'success',
      path: boPath(BO_PATHS.paymentDepositApprove, { id: d.id }),
    }),
    reject: (d: TBoDeposit): TPaymentAction => ({
      title: t('payments.dialogs.rejectDeposit'),
      text: t('payments.dialogs.rejectDepositText'),
      confirm: t('payments.actions.reject'),
      tone: 'danger',
      needsReason: true,
      path: boPath(BO_PATHS.paymentDepositReject, { id: d.id }),
    }),
  };
}

/** Deposits of the merchant, newest first: bank transfers wait here for a reviewer to match them. */
export function DepositQueue({ filter, onPage }: { filter: TQueueFilter; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const currency = me.data?.merchant.currency ?? '';
  const canDecide = can(me.data, 'payments.decide');
  const [action, setAction] = useState<TPaymentAction | null>(null);
  const [evidence, setEvidence] = useState<TEvidence | null>(null);
  const actions = useDepositActions(currency);
  const list = useQuery({
    queryKey: ['payments', 'deposits', filter],
    queryFn: () => api<TPage>('GET', `${BO_PATHS.paymentDeposits}${query({ ...filter, pageSize: 20 })}`),
    placeholderData: keepPreviousData,
    refetchInterval: 20_000,
  });
  const columns: TColumn<TBoDeposit>[] = [
    {
      key: 'amount',
      label: t('payments.amount'),
      align: 'right',
      primary: true,
      render: (d) => <span className="font-semibold">{money(d.amount, currency)}</span>,
    },
    {
      key: 'created',
      label: t('payments.created'),
      render: (d) => <span className="tabular text-muted">{dateTime(d.createdAt)}</span>,
    },
    {
      key: 'player',
      label: t('payments.player'),
      render: (d) => <PlayerLink id={d.playerId} name={d.playerUsername} />,
    },
    {
      key: 'channel',
      label: t('payments.channel'),
      render: (d) => (
        <span>
          {d.channelCode} <span className="text-xs text-faint">· {t(`payments.types.${d.type}`)}</span>
        </span>
      ),
    },
    {
      key: 'reference',
      label: t('payments.reference'),
      render: (d) => <code className="text-xs">{d.reference}</code>,
    },
    {
      key: 'status',
      label: t('payments.status'),
      render: (d) => <PaymentStatus status={d.status} paidKind="deposit" />,
    },
    {
      key: 'evidence',
      label: t('payments.evidence'),
      render: (d) =>
        d.hasReceipt ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              setEvidence({
                title: t('payments.dialogs.receipt'),
                url: boPath(BO_PATHS.paymentDepositReceipt, { id: d.id }),
                player: d.playerUsername,
              })
            }
          >
            {t('payments.viewReceipt')}
          </Button>
        ) : (
          <span className="text-faint">—</span>
        ),
    },
  ];
  return (
    <>
      <ErrorNote error={list.error} />
      <DataList
        rows={list.data?.list ?? []}
        columns={columns}
        rowKey={(d) => d.id}
        empty={list.isPending ? '' : t('payments.none')}
        testId="deposit-queue"
        actions={
          canDecide
            ? {
                label: t('payments.actionsLabel'),
                render: (d) =>
                  d.status === 'PENDING' ? (
                    <>
                      <Button size="sm" variant="success" onClick={() => setAction(actions.approve(d))}>
                        {t('payments.actions.approve')}
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setAction(actions.reject(d))}>
                        {t('payments.actions.reject')}
                      </Button>
                    </>
                  ) : null,
              }
            : undefined
        }
      />
      {list.data ? (
        <Pager
          page={list.data.page}
          totalPages={list.data.totalPages}
          total={list.data.total}
          onChange={onPage}
        />
      ) : null}
      <PaymentActionDialog action={action} onClose={() => setAction(null)} />
      <EvidenceViewer evidence={evidence} onClose={() => setEvidence(null)} />
    </>
  );
}
