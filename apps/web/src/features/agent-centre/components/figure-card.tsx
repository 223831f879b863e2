import type { ReactNode } from 'react';
import { Icon, type TIconName } from '../../../components/art/ui-icons.tsx';
import { ProfitText } from '../../../components/centre/play-money.tsx';

const TONES = {
  accent: 'bg-accent/12 text-accent',
  brand: 'bg-brand/15 text-brand-strong',
  info: 'bg-info/12 text-info',
  success: 'bg-success/12 text-success',
  danger: 'bg-danger/12 text-danger',
} as const;

/** One figure of a report: an icon, what it counts, the value, and an optional note under it. */
export function FigureCard({
  icon,
  tone = 'accent',
  label,
  children,
  note,
  testId,
}: {
  icon: TIconName;
  tone?: keyof typeof TONES;
  label: string;
  children: ReactNode;
  note?: ReactNode;
  testId: string;
}) {
  return (
    <div
      className="flex min-w-0 flex-col gap-2 rounded-2xl border border-line bg-gradient-to-br from-surface to-surface-2/60 p-3.5 sm:p-4"
      data-testid={testId}
    >
      <div className="flex items-center gap-2">
        <span className={`grid size-8 shrink-0 place-items-center rounded-lg ${TONES[tone]}`}>
          <Icon name={icon} className="size-4" />
        </span>
        <p className="min-w-0 text-xs leading-tight font-semibold text-muted">{label}</p>
      </div>
      <p
        className="truncate text-lg font-bold text-fg tabular-nums sm:text-xl"
        data-testid={`${testId}-value`}
      >
        {children}
      </p>
      {note ? <p className="text-[11px] leading-snug text-faint">{note}</p> : null}
    </div>
  );
}

/** Profit and loss: a trophy on green for a gain, red for a loss, and the amount with its sign. */
export function ProfitFigureCard({
  amount,
  label,
  note,
  testId,
}: {
  amount: string;
  label: string;
  note?: string;
  testId: string;
}) {
  return (
    <FigureCard
      icon="trophy"
      tone={amount.startsWith('-') ? 'danger' : 'success'}
      label={label}
      note={note}
      testId={testId}
    >
      <ProfitText amount={amount} />
    </FigureCard>
  );
}
