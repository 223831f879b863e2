type TTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<TTone, string> = {
  neutral: 'bg-surface-3 text-muted',
  info: 'bg-info/15 text-info',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/15 text-warning',
  danger: 'bg-danger/15 text-danger',
};

/** A small coloured status pill. */
export function StatusChip({ tone, children, testId }: { tone: TTone; children: string; testId?: string }) {
  return (
    <span
      className={`inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-[11px] font-bold tracking-wide uppercase ${TONES[tone]}`}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
export type { TTone as TChipTone };
