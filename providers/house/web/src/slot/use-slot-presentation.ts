import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TSlotSpin, TSlotSpinAnswer } from '../../../src/service/api/api-contract.ts';
import { parseCents } from '../shared/money.ts';
import { wait } from '../shared/use-count-up.ts';
import {
  lineCaption,
  MAX_LINES_PRESENTED,
  spinCaption,
  spinHighlight,
  type TBanner,
} from './slot-presenter.ts';
import type { THighlight, TReelsHandle } from './slot-reels.tsx';

export type TSlotRound = TSlotSpinAnswer['round'];
export type TFeatureState = { played: number; total: number; winCents: bigint };

/** How long each moment of the show lasts, in ms. */
const SHOW_MS = {
  allLines: 1300,
  quickLines: 900,
  oneLine: 850,
  freeSpinStart: 380,
  featureIntro: 2400,
  retrigger: 1600,
  featureEnd: 3000,
};

/**
 * Everything the reels show after they stop: winning lines (all at once, then one by one), the win meter,
 * the free-spin feature with its banners. Only the animation lives here; the money comes from the API.
 */
export function useSlotPresentation(reels: RefObject<TReelsHandle | null>) {
  const [highlight, setHighlight] = useState<THighlight | null>(null);
  const [caption, setCaption] = useState<string | null>(null);
  const [winCents, setWinCents] = useState(0n);
  const [feature, setFeature] = useState<TFeatureState | null>(null);
  const [banner, setBanner] = useState<TBanner | null>(null);
  const alive = useRef(new AbortController());
  useEffect(() => () => alive.current.abort(), []);

  const clear = useCallback(() => {
    setHighlight(null);
    setCaption(null);
    setWinCents(0n);
  }, []);

  const showBanner = useCallback(async (value: TBanner, ms: number) => {
    setBanner(value);
    await wait(ms, alive.current.signal);
    setBanner(null);
  }, []);

  /** Stops the reels on one spin and shows its wins: all lines together, then (unless quick) each line. */
  const presentSpin = useCallback(
    async (spin: TSlotSpin, isQuick: boolean) => {
      const signal = alive.current.signal;
      await reels.current?.stop(spin.stops, isQuick ? 90 : 170);
      const all = spinHighlight(spin);
      if (all === null) return;
      setHighlight(all);
      setCaption(spinCaption(spin));
      setWinCents((value) => value + parseCents(spin.win));
      await wait(isQuick ? SHOW_MS.quickLines : SHOW_MS.allLines, signal);
      if (isQuick || spin.lineWins.length < 2) return;
      for (const win of spin.lineWins.slice(0, MAX_LINES_PRESENTED)) {
        if (signal.aborted) return;
        setHighlight(spinHighlight(spin, [win.lineIndex]));
        setCaption(lineCaption(win));
        await wait(SHOW_MS.oneLine, signal);
      }
      setHighlight(all);
      setCaption(spinCaption(spin));
    },
    [reels],
  );

  /** The free spins of a round, one after another, from the same answer (no further API calls). */
  const playFeature = useCallback(
    (round: TSlotRound) =>
      runFeature(round, {
        signal: alive.current.signal,
        startSpin: () => {
          setHighlight(null);
          setCaption(null);
          reels.current?.spin();
        },
        presentSpin,
        showBanner,
        setFeature,
      }),
    [presentSpin, reels, showBanner],
  );

  // One stable object per state change, so callers' callbacks do not change on every render.
  return useMemo(
    () => ({ highlight, caption, winCents, feature, banner, clear, presentSpin, playFeature, showBanner }),
    [highlight, caption, winCents, feature, banner, clear, presentSpin, playFeature, showBanner],
  );
}

type TFeatureSteps = {
  signal: AbortSignal;
  startSpin: () => void;
  presentSpin: (spin: TSlotSpin, isQuick: boolean) => Promise<void>;
  showBanner: (banner: TBanner, ms: number) => Promise<void>;
  setFeature: (feature: TFeatureState | null) => void;
};

/** Intro banner, each free spin with its wins (and any retrigger), then the feature's total. */
async function runFeature(round: TSlotRound, steps: TFeatureSteps): Promise<void> {
  let total = round.baseSpin.freeSpinsAwarded;
  let featureWin = 0n;
  await steps.showBanner({ kind: 'feature-start', spins: total }, SHOW_MS.featureIntro);
  for (const [index, spin] of round.freeSpins.entries()) {
    if (steps.signal.aborted) return;
    steps.setFeature({ played: index + 1, total, winCents: featureWin });
    steps.startSpin();
    await wait(SHOW_MS.freeSpinStart, steps.signal);
    await steps.presentSpin(spin, true);
    featureWin += parseCents(spin.win);
    steps.setFeature({ played: index + 1, total, winCents: featureWin });
    if (spin.freeSpinsAwarded > 0) {
      total += spin.freeSpinsAwarded;
      await steps.showBanner({ kind: 'retrigger', spins: spin.freeSpinsAwarded }, SHOW_MS.retrigger);
    }
  }
  await steps.showBanner(
    { kind: 'feature-end', spins: round.freeSpins.length, winCents: featureWin },
    SHOW_MS.featureEnd,
  );
  steps.setFeature(null);
}
