import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { TSlotSpin, TSlotSpinAnswer } from '../../../src/service/api/api-contract.ts';

type TSlotRound = TSlotSpinAnswer['round'];

import { FREE_SPINS, PAYLINES } from '../../../src/games/slot/slot-symbols.ts';
import { errorCodeOf, houseApi } from '../shared/house-api.ts';
import { t } from '../shared/i18n.ts';
import { parseCents, toDecimal } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import { wait } from '../shared/use-count-up.ts';
import { useElementSize } from '../shared/use-element-size.ts';
import { SlotSprite } from './slot-art.tsx';
import { SlotBanner } from './slot-banner.tsx';
import { SlotControls } from './slot-controls.tsx';
import {
  bigWinBanner,
  lineCaption,
  MAX_LINES_PRESENTED,
  spinCaption,
  spinHighlight,
  type TBanner,
} from './slot-presenter.ts';
import { SlotReels, type TCellSize, type THighlight, type TReelsHandle } from './slot-reels.tsx';
import './slot.css';

/** The idle reels before the first spin: a calm, varied window (stop 5 of every strip). */
const IDLE_STOPS = [5, 5, 5, 5, 5] as const;

export type TFeatureState = { played: number; total: number; winCents: bigint };

/**
 * Square cells as large as fit (at most 150 px); when the width is what limits them (a phone held
 * upright), the cells grow taller, up to 1.3 × their width, to use the height the screen has.
 */
export function cellSizeFor(width: number, height: number): TCellSize {
  const byWidth = (width - 24) / 5;
  const byHeight = (height - 130) / 3;
  const side = Math.max(52, Math.min(150, Math.floor(Math.min(byWidth, byHeight))));
  const tall = byWidth < byHeight ? Math.floor(Math.min(byHeight, side * 1.3)) : side;
  return { width: side, height: Math.max(side, tall) };
}

export function SlotGame(): ReactNode {
  const play = usePlay();
  const reels = useRef<TReelsHandle>(null);
  const [stageRef, stageSize] = useElementSize<HTMLDivElement>();
  const [isBusy, setBusy] = useState(false);
  const [highlight, setHighlight] = useState<THighlight | null>(null);
  const [caption, setCaption] = useState<string | null>(null);
  const [winCents, setWinCents] = useState(0n);
  const [feature, setFeature] = useState<TFeatureState | null>(null);
  const [banner, setBanner] = useState<TBanner | null>(null);
  const [autoplayLeft, setAutoplayLeft] = useState<number | null>(null);
  const isAutoplaying = useRef(false);
  isAutoplaying.current = autoplayLeft !== null;
  const lastStops = useRef<readonly number[]>(IDLE_STOPS);
  const alive = useRef(new AbortController());
  useEffect(() => () => alive.current.abort(), []);

  /** Stops the reels on one spin and shows its wins: all lines together, then (slowly) each line. */
  const presentSpin = useCallback(async (spin: TSlotSpin, isQuick: boolean) => {
    const signal = alive.current.signal;
    await reels.current?.stop(spin.stops, isQuick ? 90 : 170);
    lastStops.current = spin.stops;
    const all = spinHighlight(spin);
    if (all === null) return;
    setHighlight(all);
    setCaption(spinCaption(spin));
    setWinCents((value) => value + parseCents(spin.win));
    await wait(isQuick ? 900 : 1300, signal);
    if (isQuick || spin.lineWins.length < 2) return;
    for (const win of spin.lineWins.slice(0, MAX_LINES_PRESENTED)) {
      if (signal.aborted) return;
      setHighlight(spinHighlight(spin, [win.lineIndex]));
      setCaption(lineCaption(win));
      await wait(850, signal);
    }
    setHighlight(all);
    setCaption(spinCaption(spin));
  }, []);

  const playFeature = useCallback(
    async (round: TSlotRound) => {
      const signal = alive.current.signal;
      let total = round.baseSpin.freeSpinsAwarded;
      let featureWin = 0n;
      setBanner({ kind: 'feature-start', spins: total });
      await wait(2400, signal);
      setBanner(null);
      for (const [index, spin] of round.freeSpins.entries()) {
        if (signal.aborted) return;
        setFeature({ played: index + 1, total, winCents: featureWin });
        setHighlight(null);
        reels.current?.spin();
        await wait(380, signal);
        await presentSpin(spin, true);
        featureWin += parseCents(spin.win);
        setFeature({ played: index + 1, total, winCents: featureWin });
        if (spin.freeSpinsAwarded > 0) {
          total += spin.freeSpinsAwarded;
          setBanner({ kind: 'retrigger', spins: spin.freeSpinsAwarded });
          await wait(1600, signal);
          setBanner(null);
        }
      }
      setBanner({ kind: 'feature-end', spins: round.freeSpins.length, winCents: featureWin });
      await wait(3000, signal);
      setBanner(null);
      setFeature(null);
    },
    [presentSpin],
  );

  /** One paid round, start to finish. Resolves true when it went through (autoplay may go on). */
  const playRound = useCallback(async (): Promise<'done' | 'feature' | 'failed'> => {
    const betCents = play.betCents;
    if (play.balanceCents < betCents) {
      play.showError('INSUFFICIENT_FUNDS');
      return 'failed';
    }
    setHighlight(null);
    setCaption(null);
    setWinCents(0n);
    reels.current?.spin();
    play.showStakeTaken(betCents);
    let answer: Awaited<ReturnType<typeof houseApi.spin>>;
    try {
      answer = await houseApi.spin(toDecimal(betCents));
    } catch (error) {
      await reels.current?.stop(lastStops.current, 60);
      play.showStakeTaken(-betCents);
      play.showError(errorCodeOf(error));
      return 'failed';
    }
    const { round } = answer;
    play.noteRoundPlayed(round.nonce, { betCents });
    // Autoplay shows all winning lines at once and moves on, as players expect; a single spin walks each line.
    await presentSpin(round.baseSpin, isAutoplaying.current);
    if (round.freeSpins.length > 0) await playFeature(round);
    const big = bigWinBanner(parseCents(round.totalWin), betCents);
    play.setBalance(answer.balance);
    if (big !== null) {
      setBanner(big);
      await wait(2600, alive.current.signal);
      setBanner(null);
    }
    return round.freeSpins.length > 0 ? 'feature' : 'done';
  }, [play, presentSpin, playFeature]);

  const spinOnce = useCallback(async () => {
    if (isBusy) return;
    setBusy(true);
    const result = await playRound();
    setBusy(false);
    return result;
  }, [isBusy, playRound]);

  useAutoplay(autoplayLeft, setAutoplayLeft, isBusy, spinOnce);
  useSpaceToSpin(spinOnce, isBusy);

  const cell = cellSizeFor(stageSize.width, stageSize.height);
  return (
    <div className={`slot-game${feature ? ' is-feature' : ''}`}>
      <SlotSprite />
      <div className="slot-stage" ref={stageRef}>
        <div className="slot-machine">
          <div className="slot-marquee">
            {feature
              ? t('slot.freeSpinCounter', { played: feature.played, total: feature.total })
              : t('slot.marquee')}
          </div>
          <SlotReels ref={reels} cell={cell} initialStops={IDLE_STOPS} highlight={highlight} />
          <div className="slot-caption" aria-live="polite">
            {caption ??
              (isBusy
                ? ''
                : t('slot.idleCaption', {
                    lines: PAYLINES.length,
                    scatters: FREE_SPINS.minScatters,
                    spins: FREE_SPINS.award,
                  }))}
          </div>
        </div>
        {banner ? <SlotBanner banner={banner} /> : null}
      </div>
      <SlotControls
        isBusy={isBusy}
        winCents={winCents}
        feature={feature}
        autoplayLeft={autoplayLeft}
        onSpin={() => void spinOnce()}
        onAutoplay={setAutoplayLeft}
      />
    </div>
  );
}

/** Autoplay: the next spin starts shortly after the last settles; a feature or a failure ends it. */
function useAutoplay(
  left: number | null,
  setLeft: (value: number | null) => void,
  isBusy: boolean,
  spinOnce: () => Promise<'done' | 'feature' | 'failed' | undefined>,
): void {
  useEffect(() => {
    if (left === null || isBusy) return;
    if (left <= 0) {
      setLeft(null);
      return;
    }
    const timer = setTimeout(async () => {
      const result = await spinOnce();
      setLeft(result === 'done' ? left - 1 : null);
    }, 450);
    return () => clearTimeout(timer);
  }, [left, isBusy, setLeft, spinOnce]);
}

function useSpaceToSpin(spinOnce: () => unknown, isBusy: boolean): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const isTyping = target?.tagName === 'INPUT' || target?.tagName === 'TEXTAREA';
      if (event.code !== 'Space' || isTyping || isBusy) return;
      event.preventDefault();
      void spinOnce();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [spinOnce, isBusy]);
}
