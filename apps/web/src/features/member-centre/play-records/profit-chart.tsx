import type { TProfitGroup, TProfitPeriod } from '@tala/contract/play-records/profit';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../../components/centre/chart-kit.ts';
import { MoneyGrid } from '../../../components/centre/money-grid.tsx';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { axisLabel, periodLabel } from './period-labels.ts';

const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 64 };
const MAX_AXIS_LABELS = 8;

/** A rounded "nice" top for the scale: 1, 2 or 5 times a power of ten. */
function niceCeil(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/**
 * Profit and loss per period as bars above (gain) or below (loss) the zero line; every period of the
 * range has its slot, so quiet days show as gaps. Each bar names its period and amount for screen
 * readers and on hover.
 */
export function ProfitChart({ periods, group }: { periods: readonly TProfitPeriod[]; group: TProfitGroup }) {
  const { t, i18n } = useTranslation('member');
  const symbol = useMoneySymbol();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const values = periods.map((p) => Number(p.profit));
  const top = niceCeil(Math.max(0, ...values));
  const bottom = -niceCeil(-Math.min(0, ...values));
  const hasLoss = values.some((v) => v < 0);
  const low = hasLoss ? bottom : 0;
  const high = values.some((v) => v > 0) || !hasLoss ? top : 0;
  const plotW = Math.max(0, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((high - v) / (high - low || 1)) * plotH;
  const slot = periods.length > 0 ? plotW / periods.length : 0;
  const barW = Math.max(2, Math.min(28, slot * 0.62));
  const every = Math.ceil(periods.length / MAX_AXIS_LABELS);
  return (
    <div ref={ref} className="w-full" data-testid="profit-chart">
      {width > 0 ? (
        <svg width={width} height={HEIGHT} role="img" aria-label={t('plays.chartLabel')} className="block">
          <MoneyGrid ticks={[high, 0, low]} y={y} left={PAD.left} right={width - PAD.right} />
          {periods.map((period, index) => {
            const value = values[index] ?? 0;
            const x = PAD.left + index * slot + (slot - barW) / 2;
            const y0 = y(0);
            const h = Math.max(value === 0 ? 0 : 2, Math.abs(y(value) - y0));
            const name = `${periodLabel(group, period.start, period.end, i18n.language)}: ${symbol} ${period.profit}`;
            return (
              <g key={period.start} className="transition-opacity hover:opacity-80">
                <title>{name}</title>
                <rect
                  x={x}
                  y={value >= 0 ? y0 - h : y0}
                  width={barW}
                  height={h}
                  rx={Math.min(4, barW / 3)}
                  className={value >= 0 ? 'fill-success' : 'fill-danger'}
                  data-testid="profit-bar"
                  data-value={period.profit}
                />
                {index % every === 0 ? (
                  <text
                    x={x + barW / 2}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    className="fill-faint text-[10px]"
                  >
                    {axisLabel(group, period.start, i18n.language)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      ) : (
        <div style={{ height: HEIGHT }} />
      )}
    </div>
  );
}
