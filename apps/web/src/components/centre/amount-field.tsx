import { decimalStringToMinor } from '@tala/contract/money';
import { useTranslation } from 'react-i18next';
import { useMoneySymbol } from '../../lib/use-money-symbol.ts';
import { MoneyText } from '../ui/money-text.tsx';
import { TextField } from '../ui/text-field.tsx';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** Why an amount cannot be sent (a translation key with its namespace), or null. Bounds are decimal strings. */
export function amountProblem(text: string, min?: string, max?: string): string | null {
  const value = text.trim();
  if (!AMOUNT.test(value)) return 'member:amount.invalid';
  const minor = decimalStringToMinor(value) ?? 0n;
  if (minor <= 0n) return 'member:amount.invalid';
  if (min && minor < (decimalStringToMinor(min) ?? 0n)) return 'member:amount.tooLow';
  if (max && minor > (decimalStringToMinor(max) ?? 0n)) return 'member:amount.tooHigh';
  return null;
}

/**
 * An amount input with the currency symbol, optional min/max hint and quick-amount chips (its words: the
 * member namespace, which both centres load).
 */
export function AmountField({
  value,
  onChange,
  min,
  max,
  quick = [],
  error,
  testId,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  quick?: readonly string[];
  error?: string | undefined;
  testId?: string;
  label?: string;
}) {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  return (
    <div className="space-y-2">
      <TextField
        label={label ?? t('amount.label')}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        onChange={(event) => onChange(event.target.value.replace(/[^\d.]/g, ''))}
        leading={<span className="text-sm font-semibold text-muted">{symbol}</span>}
        error={error}
        data-testid={testId}
        className="[&_input]:text-base [&_input]:font-semibold"
      />
      {min && max ? (
        <p className="text-xs text-muted">
          {t('amount.range')} <MoneyText amount={min} symbol={symbol} /> –{' '}
          <MoneyText amount={max} symbol={symbol} />
        </p>
      ) : null}
      {quick.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              onClick={() => onChange(amount.replace(/\.00$/, ''))}
              className={`h-9 rounded-lg border px-3 text-sm font-semibold tabular-nums transition-colors ${value === amount.replace(/\.00$/, '') ? 'border-accent bg-accent/15 text-accent' : 'border-line bg-surface-2 text-fg hover:border-accent/60'}`}
              data-testid="quick-amount"
            >
              <MoneyText amount={amount} symbol={symbol} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
