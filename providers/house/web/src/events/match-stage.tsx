import { type ReactNode, useEffect, useState } from 'react';
import type { TEventMatch, TEventResult } from '../../../src/service/api/api-contract.ts';
import { t } from '../shared/i18n.ts';
import { formatCountdown, goalOrder, liveProgress, revealSchedule } from './events-logic.ts';
import { Rooster } from './rooster-art.tsx';

/** A result is replayed when it is this fresh; older results are simply shown. */
const REPLAY_IF_NEWER_MS = 25_000;
const REPLAY_MS = 6000;

/** Counts the replay's elapsed time, or the full length at once when there is nothing to replay. */
function useReplayClock(isReplay: boolean): number {
  const [elapsed, setElapsed] = useState(isReplay ? 0 : REPLAY_MS);
  useEffect(() => {
    if (!isReplay) return;
    const start = performance.now();
    const timer = setInterval(() => {
      const value = Math.min(REPLAY_MS, performance.now() - start);
      setElapsed(value);
      if (value >= REPLAY_MS) clearInterval(timer);
    }, 100);
    return () => clearInterval(timer);
  }, [isReplay]);
  return elapsed;
}

function FootballStage({
  match,
  result,
  elapsed,
  nowMs,
}: {
  match: TEventMatch;
  result?: TEventResult;
  elapsed: number;
  nowMs: number;
}) {
  const live = match.status === 'LIVE';
  const progress = live ? liveProgress(match, nowMs) : elapsed / REPLAY_MS;
  let home = 0;
  let away = 0;
  let justScored: 'home' | 'away' | null = null;
  if (result?.score.kind === 'football') {
    const order = goalOrder(result.score.homeGoals, result.score.awayGoals);
    const times = revealSchedule(order.length, REPLAY_MS);
    order.forEach((side, index) => {
      if (elapsed < times[index]!) return;
      if (side === 'home') home += 1;
      else away += 1;
      if (elapsed - times[index]! < 900) justScored = side;
    });
  }
  return (
    <div className="stage stage-football">
      <div className="pitch" aria-hidden="true">
        <span className="pitch-mid" />
        <span className="pitch-circle" />
        <span className="pitch-box is-left" />
        <span className="pitch-box is-right" />
        <span className={`ball${live || elapsed < REPLAY_MS ? ' is-moving' : ''}`} />
      </div>
      {result ? (
        <div className={`score-ticker${justScored ? ' is-goal' : ''}`}>
          <span className={justScored === 'home' ? 'flash' : ''}>{home}</span>
          <span className="score-sep">:</span>
          <span className={justScored === 'away' ? 'flash' : ''}>{away}</span>
        </div>
      ) : (
        // Live: the result is sealed until the seed is revealed at full time; show the clock instead.
        <div className="score-ticker is-clock">
          <span className="in-play">{t('events.inPlay')}</span>
          <span>{Math.min(90, Math.floor(progress * 90))}'</span>
        </div>
      )}
      {justScored ? <div className="goal-flash">{t('events.goal')}</div> : null}
      <div className="stage-progress">
        <span style={{ width: `${Math.round(progress * 100)}%` }} />
      </div>
    </div>
  );
}

function EsportsStage({
  match,
  result,
  elapsed,
  nowMs,
}: {
  match: TEventMatch;
  result?: TEventResult;
  elapsed: number;
  nowMs: number;
}) {
  const winners = result?.score.kind === 'esports' ? result.score.mapWinners : [];
  const times = revealSchedule(winners.length, REPLAY_MS);
  const live = match.status === 'LIVE';
  return (
    <div className="stage stage-esports">
      {[0, 1, 2].map((map) => {
        const winner = winners[map];
        const isShown = winner !== undefined && elapsed >= times[map]!;
        const isPlaying =
          live ||
          (result !== undefined &&
            !isShown &&
            (map === 0 || elapsed >= (times[map - 1] ?? 0)) &&
            map < winners.length);
        return (
          <div
            key={map}
            className={`map-card${isShown ? ` is-won-${winner}` : ''}${isPlaying && !isShown ? ' is-playing' : ''}`}
          >
            <span className="map-name">{t('events.map', { n: map + 1 })}</span>
            <span className="map-winner">
              {isShown
                ? winner === 'team-a'
                  ? match.home
                  : match.away
                : map >= winners.length && result
                  ? t('events.notPlayed')
                  : '…'}
            </span>
          </div>
        );
      })}
      {live ? (
        <div className="stage-progress">
          <span style={{ width: `${Math.round(liveProgress(match, nowMs) * 100)}%` }} />
        </div>
      ) : null}
    </div>
  );
}

function CockfightStage({
  match,
  result,
  elapsed,
}: {
  match: TEventMatch;
  result?: TEventResult;
  elapsed: number;
}) {
  const winner = result?.score.kind === 'cockfight' ? result.score.winner : null;
  const isDecided = winner !== null && elapsed >= REPLAY_MS * 0.75;
  const isFighting = match.status === 'LIVE' || (winner !== null && !isDecided);
  const state = (side: 'meron' | 'wala') =>
    !isDecided ? '' : winner === 'draw' ? ' is-draw' : winner === side ? ' is-winner' : ' is-loser';
  return (
    <div className={`stage stage-cockfight${isFighting ? ' is-fighting' : ''}`}>
      <div className={`cock is-meron${state('meron')}`}>
        <Rooster tone="meron" className="rooster" />
        <span className="cock-name">{t('events.selections.meron')}</span>
      </div>
      <div className="pit-ring" aria-hidden="true">
        {isFighting ? <span className="feathers" /> : null}
      </div>
      <div className={`cock is-wala${state('wala')}`}>
        <Rooster tone="wala" className="rooster is-flipped" />
        <span className="cock-name">{t('events.selections.wala')}</span>
      </div>
      {isDecided ? (
        <div className={`fight-verdict is-${winner}`}>
          {winner === 'draw'
            ? t('events.fightDraw')
            : t('events.fightWinner', { side: t(`events.selections.${winner}`) })}
        </div>
      ) : null}
    </div>
  );
}

/** Before kick-off: a big countdown, so every card on the board has its picture. */
function PreMatch({ match, nowMs }: { match: TEventMatch; nowMs: number }) {
  const left = Date.parse(match.kickoffAt) - nowMs;
  return (
    <div className={`stage stage-open kind-${match.kind}`}>
      <span className="open-label">
        {t(match.kind === 'cockfight' ? 'events.fightStartsIn' : 'events.kickoffLabel')}
      </span>
      <span className={`open-countdown${left < 10_000 ? ' is-soon' : ''}`}>{formatCountdown(left)}</span>
      <span className="open-note">{t('events.betsClose')}</span>
    </div>
  );
}

/** The live picture of a match, and the replay that reveals its result once it is settled. */
export function MatchStage({ match, nowMs }: { match: TEventMatch; nowMs: number }): ReactNode {
  const isFresh = match.status === 'SETTLED' && nowMs - Date.parse(match.endsAt) < REPLAY_IF_NEWER_MS;
  const elapsed = useReplayClock(isFresh);
  if (match.status === 'OPEN') return <PreMatch match={match} nowMs={nowMs} />;
  const props = { match, result: match.result, elapsed, nowMs };
  if (match.kind === 'football') return <FootballStage {...props} />;
  if (match.kind === 'esports') return <EsportsStage {...props} />;
  return <CockfightStage {...props} />;
}
