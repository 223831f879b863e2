import type { TMissionViewStatus } from '@tala/contract/loyalty/missions';
import { useEffect, useState } from 'react';
import { LineSvg } from '../line-svg.tsx';
import { type TMissionText, timeLeft } from './mission-figures.ts';

/** Past this, a countdown says little: the end date is shown instead. */
const COUNTDOWN_MAX_MS = 14 * 86_400_000;

/** The time now, again every `everyMs` (a countdown's tick), stopped when the component goes. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * "Starts in 2d 4h" before the period, "Ends in 3h 12m" in its last two weeks ("Until 30 Jun" before that), "Ended
 * 12 Jun" after. The status comes from the server (it knows a paused mission); the clock only words the time.
 */
export function MissionClock({
  status,
  startsAt,
  endsAt,
  text: t,
  language,
}: {
  status: TMissionViewStatus;
  startsAt: string;
  endsAt: string;
  text: TMissionText;
  language: string;
}) {
  const now = useNow(30_000);
  const starts = Date.parse(startsAt);
  const ends = Date.parse(endsAt);
  const span = (target: number) => {
    const left = timeLeft(target, now);
    if (left.d > 0) return t('duration.days', left);
    if (left.h > 0) return t('duration.hours', left);
    return t('duration.minutes', left);
  };
  const date = (at: number) =>
    Number.isNaN(at) ? '—' : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(at);
  const label =
    status === 'U'
      ? t('clock.startsIn', { time: span(starts) })
      : status === 'C' || now >= ends
        ? t('clock.ended', { date: date(ends) })
        : ends - now > COUNTDOWN_MAX_MS
          ? t('clock.until', { date: date(ends) })
          : t('clock.endsIn', { time: span(ends) });
  return (
    <span className="inline-flex items-center gap-1.5 tabular-nums" data-testid="mission-clock">
      <LineSvg className="size-3.5 shrink-0">
        <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" />
      </LineSvg>
      {label}
    </span>
  );
}
