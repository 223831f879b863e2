import type { ReactNode } from 'react';

type TTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand';
const TONES: Record<TTone, string> = {
  neutral: 'bg-surface-3 text-muted',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/15 text-warning',
  danger: 'bg-danger/15 text-danger',
  info: 'bg-info/15 text-info',
  brand: 'bg-brand/20 text-brand-strong',
};

export function Badge({ tone = 'neutral', children }: { tone?: TTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-[11px] font-semibold tracking-wide uppercase ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
