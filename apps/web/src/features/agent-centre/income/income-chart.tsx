import type { TContractKind, TIncome } from '@tala/contract/agent/contracts';
import { formatMoney } from '@tala/contract/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../../components/centre/chart-kit.ts';
import { MoneyGrid } from '../../../components/centre/money-grid.tsx';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { formatAxisDay, formatDayRange } from '../hooks/day-range.ts';
import { DAY_CHART_PAD, dayChartFrame } from '../overview/chart-scale.ts';
import { stackDay, tallestDay } from './income-stack.ts';
import { KIND_COLOUR } from './kind-colours.ts';

const HEIGHT = 220;
const PAD = DAY_CHART_PAD;

type TDay = TIncome['days'][number];

/**
 * My income day by day: a bar a day, its kinds stacked in their colours, over a money axis from zero. Inline
 * SVG at the box's width (overview/team-chart's way), named by a title and a description, each day's amounts
 * in its tooltip, a legend in words under it.
 */
export function IncomeChart({ income, kinds }: { income: TIncome; kinds: readonly TContractKind[] }) {
  const { t, i18n } = useTranslation('agent');
  const symbol = useMoneySymbol();
  const id = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const amounts = income.days.map((day) => kinds.map((kind) => Number(day.amounts[kind])));
  const isQuiet = tallestDay(amounts) === 0;
  const { axis, y, slots, every } = dayChartFrame(
    width,
    HEIGHT,
    [tallestDay(amounts)],
    income.days.length,
    36,
  );
  return (
    <figure className="space-y-3" data-testid="income-chart">
      <div ref={ref} className="relative w-full">
        {width > 0 ? (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            className="block overflow-visible"
          >
            <title id={`${id}-title`}>{t('income.chartTitle')}</title>
            <desc id={`${id}-desc`}>
              {t('income.chartDesc', {
                range: formatDayRange(income.from, income.to, i18n.language),
                total: formatMoney(income.total, symbol),
              })}
            </desc>
            <MoneyGrid ticks={isQuiet ? [0] : axis.ticks} y={y} left={PAD.left} right={width - PAD.right} />
            {income.days.map((day, index) => (
              <DayBar
                key={day.day}
                day={day}
                kinds={kinds}
                amounts={amounts[index] ?? []}
                x={slots.centre(index)}
                slot={slots.slot}
                bar={slots.bar}
                y={y}
                label={index % every === 0 ? formatAxisDay(day.day, i18n.language) : null}
              />
            ))}
          </svg>
        ) : (
          <div style={{ height: HEIGHT }} />
        )}
        {isQuiet ? (
          <p className="pointer-events-none absolute inset-x-0 top-[38%] text-center text-sm text-muted">
            {t('income.chartQuiet')}
          </p>
        ) : null}
      </div>
      <figcaption>
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1.5 text-xs text-muted">
          {kinds.map((kind) => (
            <li key={kind} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-2.5 rounded-sm"
                style={{ background: KIND_COLOUR[kind] }}
              />
              {t(`contracts.kinds.${kind}`)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** One day: a hover band, its stacked segments (the top one rounded), its date label and a tooltip. */
function DayBar(props: {
  day: TDay;
  kinds: readonly TContractKind[];
  amounts: readonly number[];
  x: number;
  slot: number;
  bar: number;
  y: (value: number) => number;
  label: string | null;
}) {
  const { t, i18n } = useTranslation('agent');
  const symbol = useMoneySymbol();
  const { day, kinds, x, bar, y } = props;
  const segments = stackDay(props.amounts);
  const parts = kinds
    .filter((kind) => Number(day.amounts[kind]) > 0)
    .map((kind) => `${t(`contracts.kinds.${kind}`)} ${formatMoney(day.amounts[kind], symbol)}`);
  return (
    <g className="group" data-testid="income-day" data-day={day.day}>
      <title>
        {`${formatDayRange(day.day, day.day, i18n.language)}: ${parts.length > 0 ? parts.join(', ') : t('income.nothing')}`}
      </title>
      <rect
        x={x - props.slot / 2}
        y={PAD.top}
        width={props.slot}
        height={HEIGHT - PAD.top - PAD.bottom}
        className="fill-transparent group-hover:fill-[color-mix(in_oklab,var(--text)_6%,transparent)]"
      />
      {segments.map((segment, index) => {
        const kind = kinds[segment.index] as TContractKind;
        const top = y(segment.to);
        // A thin sliver still shows: at least a pixel and a half a kind.
        const height = Math.max(1.5, y(segment.from) - top);
        return (
          <rect
            key={kind}
            x={x - bar / 2}
            y={y(segment.from) - height}
            width={bar}
            height={height}
            rx={index === segments.length - 1 ? Math.min(3, bar / 3) : 0}
            fill={KIND_COLOUR[kind]}
          />
        );
      })}
      {props.label ? (
        <text x={x} y={HEIGHT - 9} textAnchor="middle" className="fill-faint text-[10px]">
          {props.label}
        </text>
      ) : null}
    </g>
  );
}
