import { TextField } from '../../../components/ui/text-field.tsx';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';

type TFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  testId: string;
  hint?: string | undefined;
};

const NUMBER_FIELD = '[&_input]:font-semibold [&_input]:tabular-nums';

/** A percentage with up to two decimals (the form turns it into basis points). */
export function RateField({ label, value, onChange, error, testId, hint }: TFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      maxLength={6}
      onChange={(event) => onChange(event.target.value.replace(/[^\d.,]/g, ''))}
      trailing={<span className="text-sm font-semibold text-muted">%</span>}
      error={error}
      hint={hint}
      className={NUMBER_FIELD}
      data-testid={testId}
    />
  );
}

/** A decimal amount with the merchant's symbol. */
export function MoneyField({ label, value, onChange, error, testId, hint }: TFieldProps) {
  const symbol = useMoneySymbol();
  return (
    <TextField
      label={label}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      maxLength={15}
      onChange={(event) => onChange(event.target.value.replace(/[^\d.]/g, ''))}
      leading={<span className="text-sm font-semibold text-muted">{symbol}</span>}
      error={error}
      hint={hint}
      className={NUMBER_FIELD}
      data-testid={testId}
    />
  );
}

/** A whole number (active members). */
export function CountField({ label, value, onChange, error, testId, hint }: TFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      placeholder="0"
      maxLength={7}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={error}
      hint={hint}
      className={NUMBER_FIELD}
      data-testid={testId}
    />
  );
}
