import type { ReactNode } from 'react';
import type { TLotteryResult } from '../../../src/games/lottery/lottery-types.ts';
import { t } from '../shared/i18n.ts';
import { beadColumns, hotAndCold, roadMark, type TRoadMark } from './lottery-trends.ts';

const BEAD_ROWS = 6;
/** The plate shows at least this many columns, empty cells included, as road plates do. */
const MIN_BEAD_COLUMNS = 14;
const HOT_COLD_SIZE = 5;

/** Hot and cold numbers over the recent draws, and for fast games the bead roads of the sum. */
export function TrendView({
  family,
  resultsNewestFirst,
}: {
  family: TLotteryResult['family'];
  resultsNewestFirst: readonly TLotteryResult[];
}): ReactNode {
  if (resultsNewestFirst.length === 0) return null;
  const { hot, cold } = hotAndCold(family, resultsNewestFirst, HOT_COLD_SIZE);
  const isFast = family === 'ssc5' || family === 'k3' || family === 'pk10';
  const oldestFirst = [...resultsNewestFirst].reverse();
  const title = t('lottery.trends.title', { draws: resultsNewestFirst.length });
  return (
    <section className="lott-trends" aria-label={title}>
      <h3>{title}</h3>
      <div className="lott-hot-cold">
        <div>
          <span className="lott-trend-label is-hot">{t('lottery.trends.hot')}</span>
          {hot.map((entry) => (
            <span key={entry.number} className="lott-freq is-hot">
              {entry.number}
              <small>×{entry.count}</small>
            </span>
          ))}
        </div>
        <div>
          <span className="lott-trend-label is-cold">{t('lottery.trends.cold')}</span>
          {cold.map((entry) => (
            <span key={entry.number} className="lott-freq is-cold">
              {entry.number}
              <small>×{entry.count}</small>
            </span>
          ))}
        </div>
      </div>
      <p className="hint">{t(`lottery.trends.counts.${family}`)}</p>
      {isFast ? (
        <div className="lott-roads">
          {(['size', 'parity'] as const).map((road) => (
            <BeadRoad
              key={road}
              label={t(`lottery.trends.road.${road}`)}
              marks={oldestFirst.map((result) => roadMark(result, road)).filter((mark) => mark !== null)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

function BeadRoad({ label, marks }: { label: string; marks: TRoadMark[] }): ReactNode {
  const filled = beadColumns(marks, BEAD_ROWS);
  const columns = [
    ...filled,
    ...Array.from({ length: Math.max(0, MIN_BEAD_COLUMNS - filled.length) }, () => []),
  ];
  return (
    <figure className="lott-bead">
      <figcaption>{label}</figcaption>
      <div
        className="lott-bead-plate"
        role="img"
        aria-label={`${label}: ${marks.map((mark) => t(`lottery.road.${mark}`)).join(', ')}`}
      >
        {columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a road's columns are positional
          <div key={index} className="lott-bead-column">
            {Array.from({ length: BEAD_ROWS }, (_, row) => {
              const mark = column[row];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its identity
                <span key={row} className="lott-bead-cell">
                  {mark ? (
                    <span className={`lott-bead-dot mark-${mark}`}>{t(`lottery.road.${mark}`)}</span>
                  ) : null}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </figure>
  );
}
