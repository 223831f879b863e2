import type { TTransactionLine } from '@tala/contract/wallet/history';
import { WALLET_PATHS } from '@tala/contract/wallet/wallet-paths';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { FormError, useErrorText } from '../../../components/centre/form-error.tsx';
import { PanelError } from '../../../components/centre/panel.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { downloadFile } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useBalance } from '../../../lib/member-queries.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import {
  HISTORY_PAGE_SIZE,
  historyQuery,
  type THistoryFilter,
  useTransactionHistory,
} from '../api/wallet-api.ts';
import { HistoryFilters, initialRange, toIsoRange } from './history-filters.tsx';

/** Account record (seed 001 §2 transactionHistory): ledger lines by type and date range, paged, CSV export. */
export function AccountRecordEntry() {
  const { t } = useTranslation('member');
  const [form, setForm] = useState(() => ({ type: '', ...initialRange() }));
  const [page, setPage] = useState(1);
  const filter: THistoryFilter = { type: form.type, ...toIsoRange(form.fromDate, form.toDate), page };
  const history = useTransactionHistory(filter);
  const [csvError, setCsvError] = useState<unknown>(null);
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setCsvError(null);
    setDownloading(true);
    await downloadFile(
      WALLET_PATHS.transactionHistoryCsv,
      { ...historyQuery(filter), page: undefined, pageSize: undefined },
      'account-record.csv',
    ).catch(setCsvError);
    setDownloading(false);
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <HistoryFilters
          value={form}
          onChange={(next) => {
            setForm(next);
            setPage(1);
          }}
        />
        <Button
          variant="secondary"
          busy={downloading}
          onClick={() => void download()}
          data-testid="history-csv"
          className="h-11 self-start lg:self-auto"
        >
          <Icon name="download" className="size-4" />
          {t('history.csv')}
        </Button>
      </div>
      <FormError error={csvError} />
      <HistoryBody history={history} />
      {history.data ? (
        <Pager
          page={page}
          totalPages={Math.ceil(history.data.total / HISTORY_PAGE_SIZE)}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}

function HistoryBody({ history }: { history: ReturnType<typeof useTransactionHistory> }) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  if (history.isPending)
    return (
      <div className="space-y-2">
        {['a', 'b', 'c', 'd'].map((k) => (
          <Skeleton key={k} className="h-14" />
        ))}
      </div>
    );
  if (!history.data)
    return (
      <PanelError
        message={errorText(history.error)}
        onRetry={() => void history.refetch()}
        retryLabel={t('retry')}
      />
    );
  if (history.data.lines.length === 0)
    return <EmptyState icon="chart" title={t('history.empty')} body={t('history.emptyBody')} />;
  return (
    <div
      className={`overflow-hidden rounded-2xl border border-line transition-opacity ${history.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      <div className="hidden grid-cols-[1.3fr_1.2fr_1fr_1fr_1fr] gap-3 bg-surface-2 px-4 py-2.5 text-xs font-semibold tracking-wide text-muted uppercase md:grid">
        <span>{t('history.time')}</span>
        <span>{t('history.type')}</span>
        <span>{t('history.wallet')}</span>
        <span className="text-right">{t('history.amount')}</span>
        <span className="text-right">{t('history.balanceAfter')}</span>
      </div>
      <ul className="divide-y divide-line" data-testid="history-lines">
        {history.data.lines.map((line) => (
          <HistoryLine key={line.id} line={line} />
        ))}
      </ul>
    </div>
  );
}

function HistoryLine({ line }: { line: TTransactionLine }) {
  const { t, i18n } = useTranslation('member');
  const symbol = useMoneySymbol();
  const balance = useBalance();
  const negative = line.amount.startsWith('-');
  const named = balance.data?.wallets.find((w) => w.code === line.wallet)?.displayName;
  const wallet = line.wallet === 'MAIN' ? t('wallet.main') : (named ?? line.wallet.replace(/^VENDOR:/, ''));
  return (
    <li
      className="grid grid-cols-2 gap-x-3 gap-y-1 bg-surface px-4 py-3 text-sm md:grid-cols-[1.3fr_1.2fr_1fr_1fr_1fr] md:items-center"
      data-testid="history-line"
      data-wallet={line.wallet}
    >
      <span className="text-xs text-muted md:text-sm">{formatDateTime(line.time, i18n.language)}</span>
      <span className="text-right font-semibold text-fg md:text-left" data-testid="history-type">
        {t(`history.types.${line.type}`, { defaultValue: line.type })}
        <span className="block truncate font-mono text-[11px] font-normal text-faint" title={line.reference}>
          #{line.transactionId}
        </span>
      </span>
      <span className="text-xs text-muted md:text-sm">{wallet}</span>
      <span
        className={`text-right font-bold tabular-nums ${negative ? 'text-danger' : 'text-success'}`}
        data-testid="history-amount"
      >
        {negative ? '' : '+'}
        <MoneyText amount={line.amount} symbol={symbol} />
      </span>
      <span
        className="col-span-2 text-right text-xs text-muted tabular-nums md:col-span-1 md:text-sm"
        data-testid="history-balance"
      >
        <span className="md:hidden">{t('history.balanceAfter')}: </span>
        <MoneyText amount={line.balanceAfter} symbol={symbol} />
      </span>
    </li>
  );
}
