import { useCallback, useEffect, useRef, useState } from 'react';
import type { TLotteryBoardAnswer, TLotteryIssue } from '../../../src/service/api/lottery-contract.ts';
import { errorCodeOf } from '../shared/house-api.ts';
import { usePlay } from '../shared/play-context.tsx';
import { lotteryApi } from './lottery-api.ts';
import { boardPollMs, clockOffsetMs } from './lottery-clock.ts';

export type TBoardState = {
  board: TLotteryBoardAnswer | null;
  offsetMs: number;
  /** The issue whose draw time passed and whose result has not come yet. */
  awaitingIssueNo: string | null;
  /** A result that arrived while the page was open: the page animates it once. */
  freshResult: TLotteryIssue | null;
  clearFresh: () => void;
  refresh: () => Promise<void>;
};

/**
 * The board of one game, read again on the clock's rhythm: every second around a draw (until its result
 * is in), every few seconds while an issue is open, slowly when the draw is far away.
 */
export function useLotteryBoard(gameId: string): TBoardState {
  const { showError } = usePlay();
  const [board, setBoard] = useState<TLotteryBoardAnswer | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [awaitingIssueNo, setAwaiting] = useState<string | null>(null);
  const [freshResult, setFresh] = useState<TLotteryIssue | null>(null);
  const seen = useRef<{ gameId: string; current: string; last: string | null } | null>(null);
  const awaitingRef = useRef<string | null>(null);
  const offsetRef = useRef(0);
  const boardRef = useRef<TLotteryBoardAnswer | null>(null);
  const failures = useRef(0);

  const apply = useCallback((answer: TLotteryBoardAnswer) => {
    const last = answer.recent[0]?.issueNo ?? null;
    const before = seen.current?.gameId === answer.game.gameId ? seen.current : null;
    // The issue on show moved on: the one before it is drawing now, until it shows in the results.
    let awaiting = before ? awaitingRef.current : null;
    if (before && before.current !== answer.current.issueNo) awaiting = before.current;
    if (awaiting !== null && answer.recent.some((issue) => issue.issueNo === awaiting)) awaiting = null;
    awaitingRef.current = awaiting;
    setAwaiting(awaiting);
    if (before && last !== null && last !== before.last) setFresh(answer.recent[0] ?? null);
    seen.current = { gameId: answer.game.gameId, current: answer.current.issueNo, last };
    boardRef.current = answer;
    setBoard(answer);
  }, []);

  const refresh = useCallback(async () => {
    try {
      const answer = await lotteryApi.board(gameId);
      offsetRef.current = clockOffsetMs(answer.serverTime, Date.now());
      setOffsetMs(offsetRef.current);
      apply(answer);
      failures.current = 0;
    } catch (error) {
      // One toast per outage, not one every second.
      if (failures.current++ === 0) showError(errorCodeOf(error));
    }
  }, [gameId, apply, showError]);

  // A new game: start from its own board, without animating its last result as if it had just come.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of game only
  useEffect(() => {
    boardRef.current = null;
    setBoard(null);
    setFresh(null);
    setAwaiting(null);
  }, [gameId]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    const loop = async () => {
      await refresh();
      if (isStopped) return;
      const current = boardRef.current;
      const serverNow = Date.now() + offsetRef.current;
      const delay = current
        ? boardPollMs(current.current.drawsAt, serverNow, awaitingRef.current !== null)
        : 3_000;
      timer = setTimeout(loop, Math.max(800, delay));
    };
    void loop();
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [refresh]);

  const clearFresh = useCallback(() => setFresh(null), []);
  return { board, offsetMs, awaitingIssueNo, freshResult, clearFresh, refresh };
}

/** The server's clock, ticking once a second (countdowns show whole seconds). */
export function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 250);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}
