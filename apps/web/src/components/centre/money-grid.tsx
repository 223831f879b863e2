import { useTranslation } from 'react-i18next';
import { useMoneySymbol } from '../../lib/use-money-symbol.ts';
import { compactMoney } from './chart-kit.ts';

/**
 * A money chart's horizontal grid: a line at each tick (zero solid, the others dashed) and the tick's
 * amount at its left ("P 1.2K"), for the charts the centres draw as inline SVG.
 */
export function MoneyGrid({
  ticks,
  y,
  left,
  right,
}: {
  ticks: readonly number[];
  /** The tick's height in the SVG. */
  y: (value: number) => number;
  /** Where the plot starts (the labels end 8 px before) and ends. */
  left: number;
  right: number;
}) {
  const { i18n } = useTranslation();
  const symbol = useMoneySymbol();
  return (
    <>
      {[...new Set(ticks)].map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={right}
            y1={y(tick)}
            y2={y(tick)}
            className={tick === 0 ? 'stroke-muted' : 'stroke-line'}
            strokeDasharray={tick === 0 ? undefined : '3 4'}
          />
          <text x={left - 8} y={y(tick) + 4} textAnchor="end" className="fill-muted text-[11px]">
            {compactMoney(tick, i18n.language, symbol)}
          </text>
        </g>
      ))}
    </>
  );
}
