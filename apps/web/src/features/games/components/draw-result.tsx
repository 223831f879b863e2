import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** The result shapes of the house's lottery families (providers/house games/lottery/lottery-types.ts). */
const ZDigits = z.object({ digits: z.array(z.number().int().min(0).max(9)).max(5) });
const ZDice = z.object({ dice: z.array(z.number().int().min(1).max(6)).max(3) });
const ZOrder = z.object({ order: z.array(z.number().int().min(1).max(10)).max(10) });
const ZSheet = z.object({
  prizes: z
    .array(z.object({ tier: z.string().max(20), numbers: z.array(z.string().max(6)).max(10) }))
    .max(12),
});
const ZFourD = z.object({ first: z.string().max(4), second: z.string().max(4), third: z.string().max(4) });

/** Racing cars keep their colours from draw to draw, as the racing games paint them. */
const CAR_COLOURS = [
  '#facc15',
  '#3b82f6',
  '#4b5563',
  '#f97316',
  '#22d3ee',
  '#6366f1',
  '#d1d5db',
  '#ef4444',
  '#7f1d1d',
  '#22c55e',
];

function Ball({ children, className = '' }: { children: string; className?: string }) {
  return (
    <span
      className={`grid size-8 place-items-center rounded-full bg-gradient-to-b from-accent-strong to-accent font-bold text-accent-contrast tabular-nums shadow ${className}`}
    >
      {children}
    </span>
  );
}

/** A drawn result, small: 5D balls, dice, the racing order, the special prize, the 4D top three. */
export function DrawResult({ family, result }: { family: string; result: unknown }) {
  const { t } = useTranslation('pages');
  const label = t('lottery.draws.result');
  if (result === null || result === undefined) return <span className="block h-8" />;
  if (family === 'ssc5') {
    const parsed = ZDigits.safeParse(result);
    if (!parsed.success) return null;
    return (
      <span className="flex gap-1.5" role="img" aria-label={`${label}: ${parsed.data.digits.join(' ')}`}>
        {parsed.data.digits.map((digit, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a result's positions are fixed; digits repeat
          <Ball key={i}>{String(digit)}</Ball>
        ))}
      </span>
    );
  }
  if (family === 'k3') {
    const parsed = ZDice.safeParse(result);
    if (!parsed.success) return null;
    return (
      <span className="flex gap-1.5" role="img" aria-label={`${label}: ${parsed.data.dice.join(' ')}`}>
        {parsed.data.dice.map((die, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the dice are in draw order; faces repeat
            key={i}
            className="grid size-8 place-items-center rounded-lg bg-white font-black text-[#991b1b] shadow"
          >
            {die}
          </span>
        ))}
      </span>
    );
  }
  if (family === 'pk10') {
    const parsed = ZOrder.safeParse(result);
    if (!parsed.success) return null;
    return (
      <span className="flex gap-1" role="img" aria-label={`${label}: ${parsed.data.order.join(' ')}`}>
        {parsed.data.order.map((car) => (
          <span
            key={car}
            className="grid h-7 w-5 place-items-center rounded text-[11px] font-bold text-black shadow"
            style={{ background: CAR_COLOURS[car - 1] }}
          >
            {car}
          </span>
        ))}
      </span>
    );
  }
  if (family === 'vn-north' || family === 'vn-regional') {
    const special = ZSheet.safeParse(result).data?.prizes[0]?.numbers[0];
    if (!special) return null;
    return (
      <span className="flex items-center gap-2">
        <span className="text-[11px] text-muted">{t('lottery.draws.special')}</span>
        <span className="font-mono text-xl font-black tracking-widest text-accent">{special}</span>
      </span>
    );
  }
  if (family === 'sea-4d') {
    const parsed = ZFourD.safeParse(result);
    if (!parsed.success) return null;
    const { first, second, third } = parsed.data;
    return (
      <span
        className="flex gap-2 font-mono text-sm font-bold tabular-nums"
        role="img"
        aria-label={`${label}: ${first} ${second} ${third}`}
      >
        <span className="rounded bg-accent px-1.5 text-accent-contrast">{first}</span>
        <span className="rounded bg-surface-2 px-1.5 text-fg">{second}</span>
        <span className="rounded bg-surface-2 px-1.5 text-fg">{third}</span>
      </span>
    );
  }
  return null;
}
