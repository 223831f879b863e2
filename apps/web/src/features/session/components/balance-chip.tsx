import { DEFAULT_CURRENCY_SYMBOL } from '@tala/contract/constants';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { useBalance } from '../../../lib/member-queries.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { useBalanceMask } from '../hooks/use-balance-mask.ts';
import { AccountIcon } from './icons.tsx';

/** The wallet total (sumBalance) with the merchant's symbol; click masks it as ***, ↻ refetches. */
export function BalanceChip({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('auth');
  const balance = useBalance();
  const symbol = useSystemStatus().data?.merchant.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const { hidden, toggle } = useBalanceMask();
  const amount = balance.data?.sumBalance;
  return (
    <div
      className="flex h-9 items-center gap-1 rounded-lg border border-line bg-surface-2 pr-1 pl-2.5"
      data-testid="balance-chip"
    >
      {compact ? null : <AccountIcon name="wallet" className="size-4 shrink-0 text-accent" />}
      <button
        type="button"
        onClick={toggle}
        title={hidden ? t('show_balance') : t('hide_balance')}
        data-testid="header-balance"
        className="max-w-[9.5rem] truncate px-1 text-sm font-semibold text-fg tabular-nums"
      >
        <span className="sr-only">{hidden ? t('show_balance') : t('hide_balance')}</span>
        {hidden ? (
          '***'
        ) : amount ? (
          <MoneyText amount={amount} symbol={symbol} />
        ) : (
          <span className="text-faint">—</span>
        )}
      </button>
      <button
        type="button"
        onClick={() => void balance.refetch()}
        disabled={balance.isFetching}
        aria-label={t('refresh_balance')}
        title={t('refresh_balance')}
        data-testid="refresh-balance"
        className="grid size-7 place-items-center rounded-md text-muted hover:bg-surface-3 hover:text-fg disabled:opacity-60"
      >
        <AccountIcon name="refresh" className={`size-3.5 ${balance.isFetching ? 'animate-spin' : ''}`} />
      </button>
    </div>
  );
}
