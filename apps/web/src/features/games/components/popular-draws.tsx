import type { TGameTile } from '@tala/contract/games/catalogue';
import { lotteryRoute, type TLotteryDraw } from '@tala/contract/games/lottery';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { fetchPopularDraws, popularDrawsKey } from '../api/lottery-draws-api.ts';
import { DrawResult } from './draw-result.tsx';

/** Between draws the list refreshes now and then; right after a draw time it asks again for the result. */
const REFRESH_MS = 30_000;
const AFTER_DRAW_MS = 3_000;

/** One clock for every card, ticking each second while the strip is shown. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function countdown(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/**
 * The home page's popular draws (issue 11 §2): each lottery game with the issue on now, a countdown to its
 * draw and the last result; a card opens the game's lottery page (the launch rule of seed 001 §2).
 */
export function PopularDraws() {
  const { t, i18n } = useTranslation('pages');
  const now = useNow();
  const { data, refetch } = useQuery({
    queryKey: popularDrawsKey(i18n.language),
    queryFn: () => fetchPopularDraws(i18n.language),
    refetchInterval: REFRESH_MS,
  });
  const draws = new Map((data?.draws ?? []).map((draw) => [draw.gameId, draw]));
  const nextDraw = Math.min(...[...draws.values()].map((draw) => Date.parse(draw.drawsAt ?? '') || Infinity));
  useEffect(() => {
    if (!Number.isFinite(nextDraw)) return;
    const timer = window.setTimeout(() => void refetch(), Math.max(0, nextDraw - Date.now()) + AFTER_DRAW_MS);
    return () => window.clearTimeout(timer);
  }, [nextDraw, refetch]);
  const games = (data?.games ?? []).filter((game) => draws.has(game.code));
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="home-draws" data-testid="home-draws">
      <SectionHeading id="home-draws" title={t('lottery.draws.title')} />
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
        {games.map((game) => (
          <DrawCard key={game.code} game={game} draw={draws.get(game.code)!} now={now} />
        ))}
      </ul>
    </section>
  );
}

function DrawCard({ game, draw, now }: { game: TGameTile; draw: TLotteryDraw; now: number }) {
  const { t } = useTranslation('pages');
  const drawsAt = Date.parse(draw.drawsAt ?? '');
  const left = drawsAt - now;
  return (
    <li className="w-64 shrink-0 snap-start">
      <Link
        to={lotteryRoute(game) ?? '/lottery'}
        className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-4 hover:border-accent"
        data-testid={`draw-${game.code}`}
      >
        <span className="truncate text-sm font-bold text-fg">{game.name}</span>
        <span className="flex items-baseline justify-between gap-2 text-xs text-muted">
          <span>{draw.issueNo ? t('lottery.draws.issue', { issue: draw.issueNo }) : ''}</span>
          <span className="font-mono text-base font-bold text-accent tabular-nums">
            {Number.isFinite(drawsAt) && left > 0 ? (
              <>
                <span className="sr-only">{t('lottery.draws.drawsIn')} </span>
                {countdown(left)}
              </>
            ) : (
              t('lottery.draws.drawing')
            )}
          </span>
        </span>
        <span className="space-y-1">
          <span className="block text-[11px] text-faint">
            {draw.lastIssueNo
              ? t('lottery.draws.last', { issue: draw.lastIssueNo })
              : t('lottery.draws.noneYet')}
          </span>
          <DrawResult family={draw.family} result={draw.lastResult} />
        </span>
      </Link>
    </li>
  );
}
