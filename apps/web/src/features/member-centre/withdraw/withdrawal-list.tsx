import type { TWithdrawal, TWithdrawalStatus } from '@tala/contract/payments/withdraw';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/centre/form-error.tsx';
import { Panel, PanelError } from '../../../components/centre/panel.tsx';
import { StatusChip, type TChipTone } from '../../../components/centre/status-chip.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { useWithdrawals } from '../api/payments-api.ts';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog.tsx';

export const WITHDRAWAL_TONES: Record<TWithdrawalStatus, TChipTone> = {
  PENDING: 'warning',
  APPROVED: 'info',
  REJECTED: 'danger',
  PAID: 'info',
  RECEIVED: 'success',
  NOT_RECEIVED: 'danger',
  FORCED_RECEIVED: 'neutral',
  REFUNDED: 'neutral',
};

/** My withdrawals with status chips; a PAID one asks the player to confirm receipt (seed 001 §4). */
export function WithdrawalList() {
  const { t } = useTranslation('member');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<TWithdrawal | null>(null);
  const list = useWithdrawals(page);
  const errorText = useErrorText();
  let body: React.ReactNode;
  if (list.isPending)
    body = (
      <div className="space-y-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  else if (!list.data)
    body = (
      <PanelError
        message={errorText(list.error)}
        onRetry={() => void list.refetch()}
        retryLabel={t('retry')}
      />
    );
  else if (list.data.list.length === 0) body = <EmptyState icon="download" title={t('withdraw.listEmpty')} />;
  else {
    body = (
      <div className="space-y-3">
        <ul className="space-y-2" data-testid="withdrawal-list">
          {list.data.list.map((w) => (
            <WithdrawalRow key={w.id} withdrawal={w} onConfirm={() => setConfirming(w)} />
          ))}
        </ul>
        <Pager page={page} totalPages={list.data.totalPages} onChange={setPage} />
      </div>
    );
  }
  return (
    <Panel title={t('withdraw.listTitle')} icon="chart" testId="withdrawals">
      {body}
      <ConfirmReceiptDialog withdrawal={confirming} onClose={() => setConfirming(null)} />
    </Panel>
  );
}

function WithdrawalRow({ withdrawal: w, onConfirm }: { withdrawal: TWithdrawal; onConfirm: () => void }) {
  const { t, i18n } = useTranslation('member');
  const symbol = useMoneySymbol();
  const partial = w.payoutKind === 'PARTIAL' && w.paidAmount;
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-2 px-3 py-3"
      data-testid="withdrawal-row"
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold text-fg">
          <MoneyText amount={w.amount} symbol={symbol} />
          <StatusChip tone={WITHDRAWAL_TONES[w.status]} testId="withdrawal-status">
            {t(`withdraw.status.${w.status}`)}
          </StatusChip>
        </p>
        <p className="truncate text-xs text-muted">
          {w.bankName} · <span className="font-mono">{w.accountNumber}</span> ·{' '}
          {formatDateTime(w.createdAt, i18n.language)}
        </p>
        {partial ? (
          <p className="mt-1 text-xs text-warning">
            {t('withdraw.partial')}: <MoneyText amount={w.paidAmount ?? '0.00'} symbol={symbol} /> /{' '}
            {t('withdraw.remaining')} <MoneyText amount={w.remainingAmount ?? '0.00'} symbol={symbol} />
          </p>
        ) : null}
        {w.rejectReason ? <p className="mt-1 text-xs text-danger">{w.rejectReason}</p> : null}
      </div>
      {w.status === 'PAID' ? (
        <Button size="sm" onClick={onConfirm} data-testid="withdrawal-confirm-open">
          {t('withdraw.confirmReceipt')}
        </Button>
      ) : null}
    </li>
  );
}
