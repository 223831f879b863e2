import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/text-field.tsx';

/** The withdrawal password a redemption or a conversion asks for (seed 001 §5). */
export function SpendPasswordField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <TextField
      label={t('points.redeem.password')}
      type="password"
      value={value}
      required
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The line that says what the member spends or gets, under the form. */
export function SpendTotal({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="flex items-center justify-between rounded-xl border border-line px-4 py-3">
      <span className="text-sm text-muted">{label}</span>
      <span className="text-lg font-black text-accent tabular-nums" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}
