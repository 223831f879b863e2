import type { TBalance } from '@tala/contract/wallet/balance';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { AmountField, amountProblem } from '../../../components/centre/amount-field.tsx';
import { FormError } from '../../../components/centre/form-error.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { useWalletTransfer } from '../api/wallet-api.ts';

type TWallet = TBalance['wallets'][number];
export type TTransferTarget = { wallet: TWallet; main: TWallet; direction: 'in' | 'out' };

/** Move money between the main wallet and one vendor wallet; "All" fills the source balance. */
export function TransferDialog({ target, onClose }: { target: TTransferTarget | null; onClose: () => void }) {
  const { t } = useTranslation('member');
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('wallet.transferTitle')}
      width={460}
      testId="transfer-dialog"
    >
      {target ? (
        <TransferForm key={`${target.wallet.code}-${target.direction}`} target={target} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function walletName(wallet: TWallet, mainLabel: string): string {
  return wallet.code === 'MAIN' ? mainLabel : (wallet.displayName ?? wallet.code.replace(/^VENDOR:/, ''));
}

function TransferForm({ target, onDone }: { target: TTransferTarget; onDone: () => void }) {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  const transfer = useWalletTransfer();
  const idem = useIdempotencyKey();
  const [direction, setDirection] = useState(target.direction);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [from, to] = direction === 'in' ? [target.main, target.wallet] : [target.wallet, target.main];
  const problem = amountProblem(amount, undefined, from.balance);
  const change = (next: string) => {
    setAmount(next);
    idem.renew();
  };
  function submit() {
    setTouched(true);
    if (problem) return;
    transfer.mutate(
      { from: from.code, to: to.code, amount: amount.trim(), idempotencyKey: idem.key() },
      { onSuccess: onDone },
    );
  }
  const main = t('wallet.main');
  return (
    <div className="space-y-4">
      <Direction
        from={walletName(from, main)}
        to={walletName(to, main)}
        fromBalance={<MoneyText amount={from.balance} symbol={symbol} />}
        toBalance={<MoneyText amount={to.balance} symbol={symbol} />}
        onSwap={() => {
          setDirection(direction === 'in' ? 'out' : 'in');
          change('');
        }}
      />
      <AmountField
        value={amount}
        onChange={change}
        error={touched && problem ? t(problem) : undefined}
        testId="transfer-amount"
      />
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={() => change(from.balance)} data-testid="transfer-all">
          {t('wallet.all')}
        </Button>
      </div>
      <FormError error={transfer.error} />
      <Button
        size="lg"
        className="w-full"
        busy={transfer.isPending}
        onClick={submit}
        data-testid="transfer-submit"
      >
        {t('wallet.transfer')}
      </Button>
    </div>
  );
}

function WalletSide({ label, name, amount }: { label: string; name: string; amount: React.ReactNode }) {
  return (
    <div className="min-w-0 flex-1 rounded-xl bg-surface px-3 py-2">
      <p className="text-[11px] font-semibold tracking-wide text-faint uppercase">{label}</p>
      <p className="truncate text-sm font-bold text-fg">{name}</p>
      <p className="truncate text-xs text-muted">{amount}</p>
    </div>
  );
}

function Direction(props: {
  from: string;
  to: string;
  fromBalance: React.ReactNode;
  toBalance: React.ReactNode;
  onSwap: () => void;
}) {
  const { t } = useTranslation('member');
  return (
    <div className="flex items-center gap-2 rounded-2xl bg-surface-2 p-3">
      <WalletSide label={t('wallet.from')} name={props.from} amount={props.fromBalance} />
      <button
        type="button"
        aria-label={t('wallet.swap')}
        title={t('wallet.swap')}
        data-testid="transfer-swap"
        onClick={props.onSwap}
        className="grid size-9 shrink-0 place-items-center rounded-full border border-line bg-surface text-accent hover:border-accent"
      >
        <Icon name="arrow-right" className="size-4" />
      </button>
      <WalletSide label={t('wallet.to')} name={props.to} amount={props.toBalance} />
    </div>
  );
}
