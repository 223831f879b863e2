import type { TTeamDay, TTeamOverview } from '@tala/contract/agent/team';
import { formatMoney } from '@tala/contract/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../../components/centre/chart-kit.ts';
import { MoneyGrid } from '../../../components/centre/money-grid.tsx';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { formatAxisDay, formatDayRange } from '../hooks/day-range.ts';
import { DAY_CHART_PAD, dayChartFrame, linePath } from './chart-scale.ts';

const HEIGHT = 240;
const PAD = DAY_CHART_PAD;

/**
 * The overview's days: valid bets as bars and the team's profit and loss as a line with a dot a day, over
 * one money axis through zero. Drawn as inline SVG at the box's width (one day is one centred bar, 31 days
 * fit a phone); named by a title and a description, with a legend in words under it. Colours come from
 * the theme's tokens, so it reads in dark and light alike.
 */
export function TeamChart({ overview }: { overview: TTeamOverview }) {
  const { days, from, to } = overview;
  const { t, i18n } = useTranslation('agent');
  const symbol = useMoneySymbol();
  const id = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const bets = days.map((day) => Number(day.validBets));
  const profits = days.map((day) => Number(day.profitLoss));
  const isQuiet = [...bets, ...profits].every((value) => value === 0);
  const { axis, y, slots, every } = dayChartFrame(width, HEIGHT, [...bets, ...profits], days.length);
  const points = profits.map((value, index) => [slots.centre(index), y(value)] as const);
  return (
    <figure className="space-y-3" data-testid="team-chart">
      <div ref={ref} className="relative w-full">
        {width > 0 ? (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            className="block overflow-visible"
          >
            <title id={`${id}-title`}>{t('overview.chartTitle')}</title>
            <desc id={`${id}-desc`}>
              {t('overview.chartDesc', {
                range: formatDayRange(from, to, i18n.language),
                bets: formatMoney(overview.validBets, symbol),
                profit: formatMoney(overview.profitLoss, symbol),
              })}
            </desc>
            <defs>
              <linearGradient id={`${id}-bar`} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor="var(--brand-strong)" />
                <stop offset="100%" stopColor="var(--brand)" stopOpacity="0.75" />
              </linearGradient>
            </defs>
            <MoneyGrid ticks={isQuiet ? [0] : axis.ticks} y={y} left={PAD.left} right={width - PAD.right} />
            {days.map((day, index) => (
              <DayColumn
                key={day.day}
                day={day}
                x={slots.centre(index)}
                slot={slots.slot}
                bar={slots.bar}
                top={y(Math.max(0, bets[index] ?? 0))}
                zero={y(0)}
                label={index % every === 0 ? formatAxisDay(day.day, i18n.language) : null}
                fill={`url(#${id}-bar)`}
              />
            ))}
            {isQuiet ? null : (
              <ProfitLine
                points={points}
                path={linePath(points)}
                negative={profits.map((v) => v < 0)}
                quiet={profits.map((v) => v === 0)}
              />
            )}
          </svg>
        ) : (
          <div style={{ height: HEIGHT }} />
        )}
        {isQuiet ? (
          <p className="pointer-events-none absolute inset-x-0 top-[38%] text-center text-sm text-muted">
            {t('overview.chartQuiet')}
          </p>
        ) : null}
      </div>
      <Legend />
    </figure>
  );
}

/** One day: a hover band over its slot, its bar of valid bets, its date label, and its figures on hover. */
function DayColumn(props: {
  day: TTeamDay;
  x: number;
  slot: number;
  bar: number;
  top: number;
  zero: number;
  label: string | null;
  fill: string;
}) {
  const { t, i18n } = useTranslation('agent');
  const symbol = useMoneySymbol();
  const { day, x, bar, top, zero } = props;
  const height = Math.max(Number(day.validBets) > 0 ? 2 : 0, zero - top);
  return (
    <g className="group" data-testid="chart-day" data-day={day.day}>
      <title>
        {t('overview.chartDay', {
          day: formatDayRange(day.day, day.day, i18n.language),
          bets: formatMoney(day.validBets, symbol),
          profit: formatMoney(day.profitLoss, symbol),
        })}
      </title>
      <rect
        x={x - props.slot / 2}
        y={PAD.top}
        width={props.slot}
        height={HEIGHT - PAD.top - PAD.bottom}
        className="fill-transparent group-hover:fill-[color-mix(in_oklab,var(--text)_6%,transparent)]"
      />
      <rect
        x={x - bar / 2}
        y={zero - height}
        width={bar}
        height={height}
        rx={Math.min(4, bar / 3)}
        fill={props.fill}
      />
      {props.label ? (
        <text x={x} y={HEIGHT - 9} textAnchor="middle" className="fill-faint text-[10px]">
          {props.label}
        </text>
      ) : null}
    </g>
  );
}

/** Profit and loss: the line, and a dot a day (a loss's dot hollow, so the sign is not colour alone). */
function ProfitLine({
  points,
  path,
  negative,
  quiet,
}: {
  points: ReadonlyArray<readonly [number, number]>;
  path: string;
  negative: boolean[];
  /** Days without profit or loss. */
  quiet: boolean[];
}) {
  return (
    <g className="pointer-events-none" data-testid="chart-profit-line">
      {path ? (
        <path d={path} fill="none" stroke="var(--accent)" strokeWidth="2.25" strokeLinejoin="round" />
      ) : null}
      {points.map(([x, y], index) =>
        // Many days: a quiet day's dot on the zero line adds nothing but noise; the line still passes there.
        points.length > 14 && quiet[index] ? null : (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per day, in day order, never reordered.
            key={index}
            cx={x}
            cy={y}
            r={points.length > 20 ? 2.5 : 3.5}
            fill={negative[index] ? 'var(--bg-elevated)' : 'var(--accent)'}
            stroke="var(--accent)"
            strokeWidth="2"
          />
        ),
      )}
    </g>
  );
}

function Legend() {
  const { t } = useTranslation('agent');
  return (
    <figcaption>
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-1.5 text-xs text-muted">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="h-3 w-2.5 rounded-sm bg-brand" />
          {t('overview.legendBets')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="relative h-0.5 w-5 rounded bg-accent">
            <span className="absolute top-1/2 left-1/2 size-2 -translate-1/2 rounded-full bg-accent" />
          </span>
          {t('overview.legendProfit')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-2.5 rounded-full border-2 border-accent" />
          {t('overview.legendLoss')}
        </li>
      </ul>
    </figcaption>
  );
}
