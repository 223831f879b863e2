import { formatMoney } from '@tala/contract/money';
import { useTranslation } from 'react-i18next';

/** A labelled progress bar: `done` of `target` (decimal strings), with both amounts under it. */
export function ProgressBar({
  label,
  done,
  target,
  symbol,
  testId,
}: {
  label: string;
  done: string;
  target: string;
  symbol: string;
  testId?: string;
}) {
  const { t } = useTranslation('member');
  const total = Number(target);
  const share = total > 0 ? Math.min(1, Number(done) / total) : 1;
  const percent = Math.floor(share * 100);
  return (
    <div className="space-y-1.5" data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-fg">{label}</span>
        <span className="font-bold text-accent tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-accent to-brand transition-[width] duration-500"
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className="text-xs text-muted tabular-nums">
        {t('promo.progressOf', { done: formatMoney(done, symbol), target: formatMoney(target, symbol) })}
      </p>
    </div>
  );
}
