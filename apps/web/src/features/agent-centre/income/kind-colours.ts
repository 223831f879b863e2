import type { TContractKind } from '@tala/contract/agent/contracts';

/** Each kind's colour in my income's cards, chart and legend: theme tokens, so dark and light both read. */
export const KIND_COLOUR: Record<TContractKind, string> = {
  DIVIDEND: 'var(--brand)',
  DAILY_WAGE: 'var(--accent)',
  HOURLY_SALARY: 'var(--info)',
  REALTIME_SALARY: 'var(--success)',
};

/** The figure card tone of each kind (components/figure-card's tones). */
export const KIND_TONE = {
  DIVIDEND: 'brand',
  DAILY_WAGE: 'accent',
  HOURLY_SALARY: 'info',
  REALTIME_SALARY: 'success',
} as const satisfies Record<TContractKind, string>;
