import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import type { TBoWithdrawal, ZBoWithdrawalPage } from '@tala/contract/backoffice/payments';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
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

type TPage = z.infer<typeof ZBoWithdrawalPage>;
type TKind = 'approve' | 'reject' | 'paid' | 'force' | 'refund';

/** Which decisions each state allows (the server's state machine decides again). */
const NEXT: Partial<Record<TBoWithdrawal['status'], TKind[]>> = {
  PENDING: ['approve', 'reject'],
  APPROVED: ['paid', 'reject'],
  PAID: ['force'],
  NOT_RECEIVED: ['force', 'refund'],
};

function useWithdrawalAction(currency: string) {
  const { t } = useTranslation();
  return (kind: TKind, w: TBoWithdrawal): TPaymentAction => {
    const values = {
      amount: money(w.amount, currency),
      paid: money(w.paidAmount ?? '0', currency),
      player: w.playerUsername,
      account: `${w.bankName} ${w.payoutAccountNumber}`,
    };
    const id = { id: w.id };
    switch (kind) {
      case 'approve':
        return {
          title: t('payments.dialogs.approveWithdrawal'),
          text: t('payments.dialogs.approveWithdrawalText', values),
          confirm: t('payments.actions.approve'),
          tone: 'success',
          path: boPath(BO_PATHS.paymentWithdrawalApprove, id),
        };
      case 'reject':
        return {
          title: t('payments.dialogs.rejectWithdrawal'),
          text: t('payments.dialogs.rejectWithdrawalText', values),
          confirm: t('payments.actions.reject'),
          tone: 'danger',
          needsReason: true,
          path: boPath(BO_PATHS.paymentWithdrawalReject, id),
        };
      case 'paid':
        return {
          title: t('payments.dialogs.markPaid'),
          text: t('payments.dialogs.markPaidText', values),
          confirm: t('payments.actions.paid'),
          tone: 'primary',
          amount: w.amount,
          path: boPath(BO_PATHS.paymentWithdrawalPaid, id),
        };
      case 'force':
        return {
          title: t('payments.dialogs.forceReceived'),
          text: t('payments.dialogs.forceReceivedText', values),
          confirm: t('payments.actions.force'),
          tone: 'primary',
          needsReason: true,
          outcome: 'FORCED_RECEIVED',
          path: boPath(BO_PATHS.paymentWithdrawalResolve, id),
        };
      case 'refund':
        return {
          title: t('payments.dialogs.refund'),
          text: t('payments.dialogs.refundText', values),
          confirm: t('payments.actions.refund'),
          tone: 'danger',
          needsReason: true,
          outcome: 'REFUNDED',
          path: boPath(BO_PATHS.paymentWithdrawalResolve, id),
        };
    }
  };
}

function Payee({ w }: { w: TBoWithdrawal }) {
  return (
    <div className="leading-tight">
      <div>
        {w.bankName} · <span className="text-muted">{w.accountName}</span>
      </div>
      <code className="text-xs text-fg select-all">{w.payoutAccountNumber}</code>
    </div>
  );
}

function AmountCell({ w, currency }: { w: TBoWithdrawal; currency: string }) {
  const { t } = useTranslation();
  return (
    <div className="leading-tight">
      <span className="font-semibold">{money(w.amount, currency)}</span>
      {w.payoutKind === 'PARTIAL' && w.paidAmount && w.remainingAmount ? (
        <div className="text-[11px] font-normal text-muted">
          {t('payments.paidOf', {
            paid: money(w.paidAmount, currency),
            remaining: money(w.remainingAmount, currency),
          })}
        </div>
      ) : null}
    </div>
  );
}

/** Withdrawals: approve, pay out (full or partial), then follow the player's confirmation. */
export function WithdrawalQueue({
  filter,
  onPage,
}: {
  filter: TQueueFilter;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const currency = me.data?.merchant.currency ?? '';
  const canDecide = can(me.data, 'payments.decide');
  const [action, setAction] = useState<TPaymentAction | null>(null);
  const [evidence, setEvidence] = useState<TEvidence | null>(null);
  const actionOf = useWithdrawalAction(currency);
  const list = useQuery({
    queryKey: ['payments', 'withdrawals', filter],
    queryFn: () => api<TPage>('GET', `${BO_PATHS.paymentWithdrawals}${query({ ...filter, pageSize: 20 })}`),
    placeholderData: keepPreviousData,
    refetchInterval: 20_000,
  });
  const columns: TColumn<TBoWithdrawal>[] = [
    {
      key: 'amount',
      label: t('payments.amount'),
      align: 'right',
      primary: true,
      render: (w) => <AmountCell w={w} currency={currency} />,
    },
    {
      key: 'created',
      label: t('payments.created'),
      render: (w) => <span className="tabular text-muted">{dateTime(w.createdAt)}</span>,
    },
    {
      key: 'player',
      label: t('payments.player'),
      render: (w) => <PlayerLink id={w.playerId} name={w.playerUsername} />,
    },
    { key: 'payee', label: t('payments.payee'), render: (w) => <Payee w={w} /> },
    {
      key: 'status',
      label: t('payments.status'),
      render: (w) => (
        <div className="leading-tight">
          <PaymentStatus status={w.status} paidKind="withdrawal" />
          {w.status === 'PAID' && w.confirmDeadline ? (
            <div className="mt-0.5 text-[11px] text-faint">
              {t('payments.confirmDeadline', { time: dateTime(w.confirmDeadline) })}
            </div>
          ) : null}
        </div>
      ),
    },
    {
      key: 'evidence',
      label: t('payments.evidence'),
      render: (w) =>
        w.hasProof ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              setEvidence({
                title: t('payments.dialogs.proof'),
                url: boPath(BO_PATHS.paymentWithdrawalProof, { id: w.id }),
                player: w.playerUsername,
              })
            }
          >
            {t('payments.viewProof')}
          </Button>
        ) : (
          <span className="text-faint">—</span>
        ),
    },
  ];
  const buttons = (w: TBoWithdrawal): ReactNode =>
    (NEXT[w.status] ?? []).map((kind) => (
      <Button
        key={kind}
        size="sm"
        variant={kind === 'approve' ? 'success' : kind === 'paid' ? 'primary' : 'secondary'}
        onClick={() => setAction(actionOf(kind, w))}
      >
        {t(`payments.actions.${kind}`)}
      </Button>
    ));
  return (
    <>
      <ErrorNote error={list.error} />
      <DataList
        rows={list.data?.list ?? []}
        columns={columns}
        rowKey={(w) => w.id}
        empty={list.isPending ? '' : t('payments.none')}
        testId="withdrawal-queue"
        actions={canDecide ? { label: t('payments.actionsLabel'), render: buttons } : undefined}
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
