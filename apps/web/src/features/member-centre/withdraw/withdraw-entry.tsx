import { decimalStringToMinor, formatMoney } from '@tala/contract/money';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { AmountField, amountProblem } from '../../../components/centre/amount-field.tsx';
import { FormError, FormSuccess, useErrorText } from '../../../components/centre/form-error.tsx';
import { Panel, PanelError, PanelSkeleton } from '../../../components/centre/panel.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import {
  type TWithdrawSettings,
  useWithdraw,
  useWithdrawReadiness,
  useWithdrawSettings,
} from '../api/payments-api.ts';
import { useBankAccounts } from '../api/security-api.ts';
import { WithdrawChecklist } from './withdraw-checklist.tsx';
import { WithdrawConditions } from './withdraw-conditions.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';

/**
 * Withdrawal (seed 001 §2 withdraw): what a withdrawal needs, up front and completed right here (the
 * checklist), what else stands in the way (balance, today's count), then the request form and my
 * withdrawals with their confirmation flow.
 */
export function WithdrawEntry() {
  const { t } = useTranslation('member');
  const readiness = useWithdrawReadiness();
  const settings = useWithdrawSettings();
  const errorText = useErrorText();
  if (readiness.isPending || settings.isPending) return <PanelSkeleton rows={3} />;
  if (!readiness.data || !settings.data) {
    return (
      <PanelError
        message={errorText(readiness.error ?? settings.error)}
        onRetry={() => {
          void readiness.refetch();
          void settings.refetch();
        }}
        retryLabel={t('retry')}
      />
    );
  }
  const isMet = (key: string) => readiness.data.requirements.some((r) => r.key === key && r.isMet);
  const isSetUp = readiness.data.requirements.every((r) => r.kind !== 'SETUP' || r.isMet);
  return (
    <div className="space-y-5">
      <WithdrawChecklist readiness={readiness.data} />
      <WithdrawConditions readiness={readiness.data} />
      {isSetUp && isMet('WITHDRAW_CHANNEL') ? <WithdrawFormWithBanks settings={settings.data} /> : null}
      <WithdrawalList />
    </div>
  );
}

function WithdrawFormWithBanks({ settings }: { settings: TWithdrawSettings }) {
  const banks = useBankAccounts();
  if (!banks.data) return <PanelSkeleton rows={1} />;
  return <WithdrawForm settings={settings} banks={banks.data.list} />;
}

type TBank = { id: string; bankName: string; accountNumber: string; accountName: string };

/** The withdrawal form's state; the password lives only here and is cleared after every attempt. */
function useWithdrawForm(settings: TWithdrawSettings, banks: TBank[]) {
  const withdraw = useWithdraw();
  const idem = useIdempotencyKey();
  const channel = settings.channels[0];
  const [bankId, setBankId] = useState(banks[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState(false);
  const max = maxOf(channel?.maxAmount, settings.balance);
  const problem = amountProblem(amount, channel?.minAmount, max);
  async function submit() {
    setTouched(true);
    setDone(false);
    if (problem || !password || !channel) return;
    const body = {
      bankAccountId: bankId,
      channelCode: channel.code,
      amount: amount.trim(),
      paymentPassword: password,
      idempotencyKey: idem.key(),
    };
    const ok = await withdraw.mutateAsync(body).then(
      () => true,
      () => false,
    );
    setPassword('');
    if (ok) {
      idem.renew();
      setAmount('');
      setTouched(false);
      setDone(true);
    }
  }
  const changeAmount = (value: string) => {
    setAmount(value);
    idem.renew();
  };
  return {
    withdraw,
    channel,
    bankId,
    setBankId,
    amount,
    changeAmount,
    password,
    setPassword,
    touched,
    done,
    max,
    problem,
    submit,
  };
}

function WithdrawForm({ settings, banks }: { settings: TWithdrawSettings; banks: TBank[] }) {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  const f = useWithdrawForm(settings, banks);
  return (
    <Panel
      title={t('withdraw.title')}
      icon="download"
      testId="withdraw-form"
      action={
        <span className="text-sm text-muted">
          {t('withdraw.available')}{' '}
          <MoneyText amount={settings.balance} symbol={symbol} className="font-bold text-fg" />
        </span>
      }
    >
      <div className="space-y-4">
        <BonusNotice bonus={settings.activeBonus} symbol={symbol} />
        <BankPicker banks={banks} value={f.bankId} onChange={f.setBankId} />
        <AmountField
          value={f.amount}
          onChange={f.changeAmount}
          min={f.channel?.minAmount}
          max={f.max}
          error={f.touched && f.problem ? t(f.problem) : undefined}
          testId="withdraw-amount"
        />
        {f.channel ? (
          <p className="text-xs text-muted">
            {t('withdraw.dailyLeft', {
              left: Math.max(0, f.channel.dailyCount - f.channel.usedToday),
              total: f.channel.dailyCount,
            })}
          </p>
        ) : null}
        <TextField
          type="password"
          autoComplete="off"
          label={t('withdraw.password')}
          value={f.password}
          onChange={(e) => f.setPassword(e.target.value)}
          error={f.touched && !f.password ? t('validation.required') : undefined}
          data-testid="withdraw-password"
        />
        <FormError error={f.withdraw.error} />
        <FormSuccess text={f.done ? t('withdraw.submitted') : null} />
        <Button
          size="lg"
          className="w-full sm:w-auto"
          busy={f.withdraw.isPending}
          onClick={() => void f.submit()}
          data-testid="withdraw-submit"
        >
          {t('withdraw.submit')}
        </Button>
      </div>
    </Panel>
  );
}

/** A bonus being wagered, and what a withdrawal does to it — said before the player asks (decision 049). */
function BonusNotice({ bonus, symbol }: { bonus: TWithdrawSettings['activeBonus']; symbol: string }) {
  const { t } = useTranslation('member');
  if (!bonus) return null;
  const values = { amount: formatMoney(bonus.amount, symbol), left: formatMoney(bonus.wageringLeft, symbol) };
  return (
    <p
      role="note"
      className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-fg"
      data-testid="withdraw-bonus-notice"
    >
      {t(bonus.rule === 'FORFEIT' ? 'withdraw.bonusForfeit' : 'withdraw.bonusBlocks', values)}
    </p>
  );
}

function BankPicker({
  banks,
  value,
  onChange,
}: {
  banks: TBank[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('member');
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="sr-only">{t('withdraw.toAccount')}</legend>
      {banks.map((bank) => (
        <button
          key={bank.id}
          type="button"
          aria-pressed={bank.id === value}
          onClick={() => onChange(bank.id)}
          data-testid="withdraw-bank"
          className={`flex items-center gap-3 rounded-xl border p-3 text-left ${bank.id === value ? 'border-accent bg-accent/10' : 'border-line bg-surface-2'}`}
        >
          <Icon name="wallet" className="size-5 text-accent" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-fg">{bank.bankName}</span>
            <span className="block font-mono text-xs text-muted">{bank.accountNumber}</span>
          </span>
        </button>
      ))}
    </fieldset>
  );
}

/** The smaller of two decimal-string amounts (both two decimals). */
function maxOf(limit: string | undefined, balance: string): string {
  if (!limit) return balance;
  return (decimalStringToMinor(limit) ?? 0n) < (decimalStringToMinor(balance) ?? 0n) ? limit : balance;
}
