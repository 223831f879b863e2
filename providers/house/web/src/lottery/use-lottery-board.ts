import { useCallback, useEffect, useRef, useState } from 'react';
import type { TLotteryBoardAnswer, TLotteryIssue } from '../../../src/service/api/lottery-contract.ts';
import type { TLiveEvent } from '../../../src/service/api/lottery-live-contract.ts';
import { errorCodeOf } from '../shared/house-api.ts';
import { usePlay } from '../shared/play-context.tsx';
import { lotteryApi } from './lottery-api.ts';
import { clockOffsetMs, isBoardReadDue } from './lottery-clock.ts';
import { applyLiveEvent } from './lottery-live-board.ts';

export type TBoardState = {
  board: TLotteryBoardAnswer | null;
  offsetMs: number;
  /** The issue whose draw time passed and whose result has not come yet. */
  awaitingIssueNo: string | null;
  /** A result that arrived while the page was open: the page animates it once. */
  freshResult: TLotteryIssue | null;
  clearFresh: () => void;
  refresh: () => Promise<void>;
  /** A live event (lottery-live.ts): moves the board at once, without a read. */
  applyLive: (event: TLiveEvent) => void;
};

/** The page's clock is moved only when the server's differs by more than this (no re-render every event). */
const OFFSET_TOLERANCE_MS = 300;
const CHECK_EVERY_MS = 1_000;

/**
 * The board of one game. Live (server-sent events), every open page moves at the same moment: an issue
 * opens, closes, is drawn — and reads the board only now and then to be safe. Without the stream it reads
 * the board on the clock's rhythm: every second around a draw, every few seconds while an issue is open,
 * slowly when the draw is far away.
 */
export function useLotteryBoard(gameId: string, isLive: boolean): TBoardState {
  const { showError } = usePlay();
  const [board, setBoard] = useState<TLotteryBoardAnswer | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [awaitingIssueNo, setAwaiting] = useState<string | null>(null);
  const [freshResult, setFresh] = useState<TLotteryIssue | null>(null);
  const boardRef = useRef<TLotteryBoardAnswer | null>(null);
  const awaitingRef = useRef<{ issueNo: string; sinceMs: number } | null>(null);
  const offsetRef = useRef(0);
  const lastReadMs = useRef(0);
  const failures = useRef(0);
  /** The game being read (one read at a time per game); the shown game, to drop a late answer for another. */
  const isReading = useRef<string | null>(null);
  const gameIdRef = useRef(gameId);
  gameIdRef.current = gameId;

  const syncClock = useCallback((serverTime: string) => {
    const offset = clockOffsetMs(serverTime, Date.now());
    if (Math.abs(offset - offsetRef.current) < OFFSET_TOLERANCE_MS && lastReadMs.current > 0) return;
    offsetRef.current = offset;
    setOffsetMs(offset);
  }, []);

  const show = useCallback(
    (next: TLotteryBoardAnswer, awaiting: string | null, fresh: TLotteryIssue | null) => {
      const before = awaitingRef.current;
      awaitingRef.current =
        awaiting === null
          ? null
          : { issueNo: awaiting, sinceMs: before?.issueNo === awaiting ? before.sinceMs : Date.now() };
      setAwaiting(awaiting);
      if (fresh) setFresh(fresh);
      boardRef.current = next;
      setBoard(next);
    },
    [],
  );

  /** A board read: the issue on show moved on, or a result came, since the last one the page had. */
  const applyRead = useCallback(
    (answer: TLotteryBoardAnswer) => {
      const before = boardRef.current?.game.gameId === answer.game.gameId ? boardRef.current : null;
      let awaiting = before ? (awaitingRef.current?.issueNo ?? null) : null;
      if (before && before.current.issueNo !== answer.current.issueNo) awaiting = before.current.issueNo;
      if (awaiting !== null && answer.recent.some((issue) => issue.issueNo === awaiting)) awaiting = null;
      const last = answer.recent[0] ?? null;
      const isNew = before !== null && last !== null && last.issueNo !== before.recent[0]?.issueNo;
      const isKnown = before?.recent.some((issue) => issue.issueNo === last?.issueNo) ?? false;
      show(answer, awaiting, isNew && !isKnown ? last : null);
    },
    [show],
  );

  const refresh = useCallback(async () => {
    if (isReading.current === gameId) return;
    isReading.current = gameId;
    lastReadMs.current = Date.now();
    try {
      const answer = await lotteryApi.board(gameId);
      if (gameIdRef.current !== gameId) return;
      syncClock(answer.serverTime);
      applyRead(answer);
      failures.current = 0;
    } catch (error) {
      // One toast per outage, not one every second.
      if (failures.current++ === 0) showError(errorCodeOf(error));
    } finally {
      if (isReading.current === gameId) isReading.current = null;
    }
  }, [gameId, applyRead, showError, syncClock]);

  const applyLive = useCallback(
    (event: TLiveEvent) => {
      syncClock(event.data.serverTime);
      const current = boardRef.current;
      if (!current) return;
      const change = applyLiveEvent(current, awaitingRef.current?.issueNo ?? null, event);
      if (change.board !== current || change.awaitingIssueNo !== (awaitingRef.current?.issueNo ?? null)) {
        show(change.board, change.awaitingIssueNo, change.fresh);
      }
      if (change.mustRead) void refresh();
    },
    [refresh, show, syncClock],
  );

  // A new game: start from its own board, without animating its last result as if it had just come.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of game only
  useEffect(() => {
    boardRef.current = null;
    awaitingRef.current = null;
    setBoard(null);
    setFresh(null);
    setAwaiting(null);
  }, [gameId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => {
    const timer = setInterval(() => {
      const current = boardRef.current;
      const awaiting = awaitingRef.current;
      const isDue =
        current === null ||
        isBoardReadDue({
          isLive,
          drawsAtIso: current.current.drawsAt,
          awaitingForMs: awaiting ? Date.now() - awaiting.sinceMs : null,
          serverNowMs: Date.now() + offsetRef.current,
          sinceReadMs: Date.now() - lastReadMs.current,
        });
      if (isDue) void refresh();
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [refresh, isLive]);

  const clearFresh = useCallback(() => setFresh(null), []);
  return { board, offsetMs, awaitingIssueNo, freshResult, clearFresh, refresh, applyLive };
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
