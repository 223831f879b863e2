import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField, amountProblem } from '../../../components/centre/amount-field.tsx';
import { FormError, FormSuccess } from '../../../components/centre/form-error.tsx';
import { Panel } from '../../../components/centre/panel.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useBalance } from '../../../lib/member-queries.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { useTransferUpline } from '../api/wallet-api.ts';

/** Transfer to upline (seed 001 §2 transferUpline): main wallet → the upline's, with the withdrawal password. */
export function TransferUplineEntry() {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  const balance = useBalance();
  const transfer = useTransferUpline();
  const idem = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState(false);
  const main = balance.data?.wallets.find((w) => w.code === 'MAIN')?.balance ?? '0.00';
  const problem = amountProblem(amount, undefined, main);
  function submit() {
    setTouched(true);
    setDone(false);
    if (problem || !password) return;
    transfer.mutate(
      { amount: amount.trim(), paymentPassword: password, idempotencyKey: idem.key() },
      {
        onSuccess: () => {
          idem.renew();
          setAmount('');
          setTouched(false);
          setDone(true);
        },
        onSettled: () => setPassword(''),
      },
    );
  }
  return (
    <Panel
      title={t('upline.title')}
      icon="users"
      testId="transfer-upline"
      action={
        <span className="text-sm text-muted">
          {t('wallet.main')} <MoneyText amount={main} symbol={symbol} className="font-bold text-fg" />
        </span>
      }
    >
      <div className="max-w-lg space-y-4">
        <p className="text-sm text-muted">{t('upline.hint')}</p>
        <AmountField
          value={amount}
          onChange={(v) => {
            setAmount(v);
            idem.renew();
          }}
          error={touched && problem ? t(problem) : undefined}
          testId="upline-amount"
        />
        <TextField
          type="password"
          autoComplete="off"
          label={t('withdraw.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched && !password ? t('validation.required') : undefined}
          data-testid="upline-password"
        />
        <FormError error={transfer.error} />
        <FormSuccess text={done ? t('upline.done') : null} />
        <Button size="lg" busy={transfer.isPending} onClick={submit} data-testid="upline-submit">
          {t('upline.submit')}
        </Button>
      </div>
    </Panel>
  );
}
