import { type RefObject, useCallback, useRef } from 'react';
import { errorCodeOf, houseApi } from '../shared/house-api.ts';
import { parseCents, toDecimal } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import { bigWinBanner } from './slot-presenter.ts';
import type { TReelsHandle } from './slot-reels.tsx';
import type { useSlotPresentation } from './use-slot-presentation.ts';

export type TRoundResult = 'done' | 'feature' | 'failed';
const BIG_WIN_MS = 2600;

/**
 * One paid round, start to finish: the stake leaves the balance at once, the reels spin while the API
 * plays the round, then the presentation runs and the balance the API answered replaces the local one.
 */
export function useSlotRound(
  reels: RefObject<TReelsHandle | null>,
  show: ReturnType<typeof useSlotPresentation>,
  isAutoplaying: RefObject<boolean>,
  idleStops: readonly number[],
) {
  const play = usePlay();
  const lastStops = useRef<readonly number[]>(idleStops);
  return useCallback(async (): Promise<TRoundResult> => {
    const betCents = play.betCents;
    if (play.balanceCents < betCents) {
      play.showError('INSUFFICIENT_FUNDS');
      return 'failed';
    }
    show.clear();
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
    play.noteRoundPlayed(round.nonce, { roundId: round.roundId, betCents });
    // Autoplay shows all winning lines at once and moves on, as players expect; a single spin walks each line.
    await show.presentSpin(round.baseSpin, isAutoplaying.current === true);
    lastStops.current = (round.freeSpins.at(-1) ?? round.baseSpin).stops;
    if (round.freeSpins.length > 0) await show.playFeature(round);
    play.setBalance(answer.balance);
    const big = bigWinBanner(parseCents(round.totalWin), betCents);
    if (big !== null) await show.showBanner(big, BIG_WIN_MS);
    return round.freeSpins.length > 0 ? 'feature' : 'done';
  }, [play, reels, show, isAutoplaying]);
}
