import { formatMoney } from '@tala/contract/money';
import type { TBalance } from '@tala/contract/wallet/balance';
import { Button, Spinner } from '@tala/ui/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { FormError, useErrorText } from '../../../components/centre/form-error.tsx';
import { PanelError, PanelSkeleton } from '../../../components/centre/panel.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { useBalance } from '../../../lib/member-queries.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { useMerchantWallet, useRecallAll } from '../api/wallet-api.ts';
import { TransferDialog, type TTransferTarget } from './transfer-dialog.tsx';

export const MAIN_WALLET = 'MAIN';
const PENDING_REFRESH_MS = 10_000;
type TWallet = TBalance['wallets'][number];

/** My wallet (seed 001 §2 transferFund): main and vendor wallets, transfer in/out, recall all, refresh. */
export function MyWalletEntry() {
  const { t } = useTranslation('member');
  const balance = useBalance();
  const merchantWallet = useMerchantWallet();
  const errorText = useErrorText();
  const [target, setTarget] = useState<TTransferTarget | null>(null);
  if (balance.isPending) return <PanelSkeleton rows={2} />;
  if (!balance.data) {
    return (
      <PanelError
        message={errorText(balance.error)}
        onRetry={() => void balance.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  const main = balance.data.wallets.find((w) => w.code === MAIN_WALLET) ?? {
    code: MAIN_WALLET,
    balance: '0.00',
  };
  const vendors = balance.data.wallets.filter((w) => w.code !== MAIN_WALLET);
  const hasPending = vendors.some((w) => w.pending !== undefined);
  return (
    <div className="space-y-5">
      <MainWalletCard
        main={main}
        total={balance.data.sumBalance}
        refreshing={balance.isFetching}
        canRecall={vendors.some((w) => w.balance !== '0.00')}
        onRefresh={() => void balance.refetch()}
      />
      {hasPending ? <PendingNotice onRefresh={balance.refetch} /> : null}
      {merchantWallet.data?.isSingle ? (
        <p className="rounded-xl border border-info/40 bg-info/10 px-4 py-3 text-sm text-fg">
          {t('wallet.single')}
        </p>
      ) : null}
      {vendors.length === 0 ? (
        <EmptyState icon="wallet" title={t('wallet.noVendors')} body={t('wallet.noVendorsBody')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="vendor-wallets">
          {vendors.map((wallet) => (
            <VendorWalletCard
              key={wallet.code}
              wallet={wallet}
              main={main}
              onTransfer={(direction) => setTarget({ wallet, main, direction })}
            />
          ))}
        </ul>
      )}
      <TransferDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

function MainWalletCard({
  main,
  total,
  refreshing,
  onRefresh,
  canRecall,
}: {
  main: TWallet;
  total: string;
  refreshing: boolean;
  onRefresh: () => void;
  canRecall: boolean;
}) {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  const recall = useRecallAll();
  const idem = useIdempotencyKey();
  const recallAll = () => recall.mutate(idem.key(), { onSuccess: idem.renew });
  return (
    <section
      className="relative overflow-hidden rounded-3xl bg-[linear-gradient(135deg,var(--brand),color-mix(in_oklab,var(--brand)_55%,var(--info)))] p-5 text-white shadow-[0_18px_40px_-20px_var(--brand)] sm:p-6"
      data-testid="main-wallet"
    >
      <div className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-white/10" />
      <div className="pointer-events-none absolute -bottom-20 left-1/3 size-48 rounded-full bg-white/5" />
      <div className="relative flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-wider text-white/75 uppercase">{t('wallet.main')}</p>
          <p className="mt-1 text-3xl font-black tabular-nums sm:text-4xl" data-testid="main-wallet-balance">
            <MoneyText amount={main.balance} symbol={symbol} />
          </p>
          <p className="mt-1 text-sm text-white/80">
            {t('totalBalance')}: <MoneyText amount={total} symbol={symbol} className="font-semibold" />
          </p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onRefresh}
            disabled={refreshing}
            aria-label={t('wallet.refresh')}
            title={t('wallet.refresh')}
            className="grid size-10 place-items-center rounded-xl bg-white/15 hover:bg-white/25 disabled:opacity-60"
            data-testid="wallet-refresh"
          >
            <Icon name="refresh" className={`size-5 ${refreshing ? 'animate-spin' : ''}`} />
          </button>
          <button
            type="button"
            onClick={recallAll}
            disabled={recall.isPending || !canRecall}
            className="inline-flex h-10 items-center gap-2 rounded-xl bg-white px-4 text-sm font-bold text-[#1a1240] shadow-sm hover:bg-white/90 disabled:opacity-60"
            data-testid="wallet-recall-all"
          >
            {recall.isPending ? <Spinner /> : null}
            {t('wallet.recallAll')}
          </button>
        </div>
      </div>
      {recall.error ? (
        <div className="relative mt-3">
          <FormError error={recall.error} />
        </div>
      ) : null}
    </section>
  );
}

function VendorWalletCard({
  wallet,
  main,
  onTransfer,
}: {
  wallet: TWallet;
  main: TWallet;
  onTransfer: (direction: 'in' | 'out') => void;
}) {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  const name = wallet.displayName ?? wallet.code.replace(/^VENDOR:/, '');
  const unknown = wallet.available === false;
  const empty = unknown || wallet.balance === '0.00';
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
      data-testid={`vendor-wallet-${wallet.code}`}
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-sm font-black text-accent uppercase">
          {initials(name)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-fg">{name}</p>
          <p
            className={`text-lg font-bold tabular-nums ${empty ? 'text-faint' : 'text-fg'}`}
            data-testid="vendor-wallet-balance"
          >
            {unknown ? (
              <span className="text-sm font-semibold">{t('wallet.unavailable')}</span>
            ) : (
              <MoneyText amount={wallet.balance} symbol={symbol} />
            )}
          </p>
          {wallet.pending ? (
            <p className="text-xs font-semibold text-warning" data-testid="vendor-wallet-pending">
              {t('wallet.pending', { amount: formatMoney(wallet.pending, symbol) })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={main.balance === '0.00'}
          onClick={() => onTransfer('in')}
          data-testid="vendor-transfer-in"
        >
          {t('wallet.in')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={empty}
          onClick={() => onTransfer('out')}
          data-testid="vendor-transfer-out"
        >
          {t('wallet.out')}
        </Button>
      </div>
    </li>
  );
}

/**
 * A transfer whose vendor has not answered yet settles by itself on the server (its status check);
 * the balances are refreshed every few seconds until it has.
 */
function PendingNotice({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation('member');
  useEffect(() => {
    const timer = window.setInterval(onRefresh, PENDING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [onRefresh]);
  return (
    <p
      className="flex items-start gap-2 rounded-xl border border-warning/40 bg-warning/10 px-4 py-3 text-sm text-fg"
      data-testid="wallet-pending-notice"
    >
      <Icon name="refresh" className="mt-0.5 size-4 shrink-0 text-warning" />
      {t('wallet.pendingNotice')}
    </p>
  );
}

/** "Tala Live Baccarat" → "LB": the last two words tell vendors of one brand apart. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 2 ? words.slice(-2) : words;
  return (
    picked
      .map((word) => word[0])
      .join('')
      .slice(0, 2) || '?'
  );
}
