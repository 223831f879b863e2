import type { TLeaderboardRow, TMissionGoal } from '@tala/contract/loyalty/missions';
import { goalValue, type TMissionText } from './mission-figures.ts';

/** Gold, silver and bronze: the medal's face and its rim. */
const MEDALS: Record<number, [string, string]> = {
  1: ['#fcd34d', '#b45309'],
  2: ['#e2e8f0', '#64748b'],
  3: ['#fdba74', '#9a3412'],
};

/** Ranks 1–3 get a medal with their number; the rest their number. */
function RankCell({ rank }: { rank: number }) {
  const medal = MEDALS[rank];
  if (!medal)
    return (
      <span className="inline-block w-7 text-center text-sm font-bold text-muted tabular-nums">{rank}</span>
    );
  const [face, rim] = medal;
  return (
    <span className="relative inline-grid size-7 place-items-center" data-testid={`medal-${rank}`}>
      <svg viewBox="0 0 28 28" className="absolute inset-0 size-7" aria-hidden="true" focusable="false">
        <path d="M8 1h5l-3 9H5zM15 1h5l3 9h-5z" fill={rim} opacity="0.85" />
        <circle cx="14" cy="17" r="10" fill={face} stroke={rim} strokeWidth="2" />
      </svg>
      <span className="relative mt-1.5 text-[11px] font-black text-slate-900 tabular-nums">{rank}</span>
    </span>
  );
}

/**
 * A mission's board (issue 14 §2): the top players with their figures, medals for the first three, the reader's own
 * row marked, and — for a player — their own footer {rank, reachedValue} kept in view under the list however long
 * it is (seed 001 §7). The back office passes no footer and sees usernames.
 */
export function MissionLeaderboard({
  rows,
  own,
  goal,
  money,
  text: t,
  language,
  testId,
}: {
  rows: readonly TLeaderboardRow[];
  /** The reader's footer; undefined for staff. */
  own?: { rank: number | null; reachedValue: string };
  goal: TMissionGoal;
  money: (decimal: string) => string;
  text: TMissionText;
  language: string;
  testId?: string;
}) {
  const format = { money, language, goal };
  return (
    <div
      className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface-2/40"
      data-testid={testId}
    >
      {rows.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted" data-testid="leaderboard-empty">
          {t('board.empty')}
        </p>
      ) : (
        <div className="max-h-80 overflow-y-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('board.title')}</caption>
            <thead className="sticky top-0 z-10 bg-surface-2 text-[11px] tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="w-16 py-2 pr-2 pl-3 text-left font-semibold">
                  {t('board.rank')}
                </th>
                <th scope="col" className="py-2 text-left font-semibold">
                  {t('board.player')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  {t(`goals.${goal}`)}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.rank}
                  className={`border-t border-line/60 ${row.me ? 'bg-accent/12 font-semibold' : ''}`}
                  data-testid={row.me ? 'leaderboard-me' : 'leaderboard-row'}
                  aria-current={row.me ? 'true' : undefined}
                >
                  <td className="py-1.5 pr-2 pl-3">
                    <RankCell rank={row.rank} />
                  </td>
                  <td className="max-w-0 py-1.5">
                    <span className="block truncate text-fg">
                      {row.player}
                      {row.me ? (
                        <span className="ml-2 rounded-full bg-accent px-1.5 py-px text-[10px] font-bold text-accent-contrast uppercase">
                          {t('board.you')}
                        </span>
                      ) : null}
                    </span>
                  </td>
                  <td className="py-1.5 pr-3 text-right font-semibold whitespace-nowrap text-fg tabular-nums">
                    {goalValue(row.reachedValue, format)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {own ? (
        <div
          className="flex items-center justify-between gap-3 border-t border-accent/40 bg-accent/10 px-3 py-2.5 text-sm"
          data-testid="leaderboard-own"
        >
          <span className="flex min-w-0 items-center gap-2 font-semibold text-fg">
            {own.rank === null ? (
              <span className="text-muted">{t('board.notRanked')}</span>
            ) : (
              <>
                <span className="text-muted">{t('board.yourRank')}</span>
                <span
                  className="text-base font-black text-accent tabular-nums"
                  data-testid="leaderboard-own-rank"
                >
                  #{own.rank}
                </span>
              </>
            )}
          </span>
          <span
            className="font-bold whitespace-nowrap text-fg tabular-nums"
            data-testid="leaderboard-own-value"
          >
            {goalValue(own.reachedValue, format)}
          </span>
        </div>
      ) : null}
    </div>
  );
}
