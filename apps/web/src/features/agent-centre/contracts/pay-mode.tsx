import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTermsDraft } from './terms-draft.ts';

/** A daily wage pays by a rate of the day's valid bets in every tier, or a fixed amount in every tier. */
export function PayMode({
  draft,
  onChange,
  error,
}: {
  draft: TTermsDraft;
  onChange: (d: TTermsDraft) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('agent');
  const name = useId();
  const options = [
    { value: false, label: t('terms.byRate'), testId: 'terms-mode-rate' },
    { value: true, label: t('terms.byAmount'), testId: 'terms-mode-amount' },
  ];
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-xs font-medium text-muted">{t('terms.payMode')}</legend>
      <div className="inline-flex rounded-xl border border-line bg-surface-2 p-1">
        {options.map((option) => {
          const isOn = draft.byAmount === option.value;
          return (
            <label
              key={option.testId}
              className={`flex h-9 cursor-pointer items-center rounded-lg px-3.5 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/50 ${isOn ? 'bg-accent text-accent-contrast shadow-sm' : 'text-muted hover:text-fg'}`}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={isOn}
                onChange={() => onChange({ ...draft, byAmount: option.value })}
                data-testid={option.testId}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
