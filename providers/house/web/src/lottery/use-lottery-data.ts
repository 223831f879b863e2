import { useCallback, useEffect, useRef, useState } from 'react';
import type { TLotteryLobbyAnswer } from '../../../src/service/api/lottery-contract.ts';
import type { TLiveEvent } from '../../../src/service/api/lottery-live-contract.ts';
import { houseApi } from '../shared/house-api.ts';
import { usePlay } from '../shared/play-context.tsx';
import { lotteryApi } from './lottery-api.ts';

const LOBBY_REFRESH_MS = 30_000;
const MY_BETS_REFRESH_MS = 15_000;
/** Live, the events keep both up to date: a read now and then is only a safety net. */
const LIVE_REFRESH_MS = 120_000;
/**
 * After a `settled` event the wins are being paid: bets and balance are read again at these delays, until the
 * issue's bets have left "pending" — on a busy server that can take longer than the first reads.
 */
const AFTER_SETTLED_MS = [0, 2_500, 7_000, 15_000, 30_000, 60_000];

export type TLobbyGame = TLotteryLobbyAnswer['games'][number];
export type TMyLotteryBet = Awaited<ReturnType<typeof lotteryApi.myBets>>['bets'][number];

/** Every lottery game with its issue on now (the game tabs), moved by the live events between reads. */
export function useLotteryLobby(isLive: boolean): {
  games: TLobbyGame[];
  applyLive: (event: TLiveEvent) => void;
} {
  const [games, setGames] = useState<TLobbyGame[]>([]);
  useEffect(() => {
    const load = () =>
      lotteryApi.lobby().then(
        (answer) => setGames(answer.games),
        () => undefined,
      );
    void load();
    const timer = setInterval(load, isLive ? LIVE_REFRESH_MS : LOBBY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [isLive]);
  const applyLive = useCallback((event: TLiveEvent) => {
    if (event.name !== 'opened' && event.name !== 'drawn') return;
    const { gameId, issue } = event.data;
    setGames((list) =>
      list.map((game) => {
        if (game.gameId !== gameId) return game;
        if (event.name === 'opened') return { ...game, current: issue };
        return game.last && game.last.drawsAt >= issue.drawsAt ? game : { ...game, last: issue };
      }),
    );
  }, []);
  return { games, applyLive };
}

/**
 * The player's bets, pending and settled, and the balance whenever one of them settles (wins are paid
 * server-side). `refresh` is called after a slip and after a draw; a `settled` event of an issue the player
 * has a bet on reads them again while its wins are paid.
 */
export function useMyLotteryBets(isLive: boolean) {
  const { setBalance } = usePlay();
  const [pending, setPending] = useState<TMyLotteryBet[]>([]);
  const [settled, setSettled] = useState<TMyLotteryBet[]>([]);
  const settledIds = useRef<Set<string> | null>(null);
  const pendingRef = useRef<TMyLotteryBet[]>([]);
  const refresh = useCallback(
    async (options: { withBalance?: boolean } = {}) => {
      const [open, done] = await Promise.all([
        lotteryApi.myBets('PENDING').catch(() => null),
        lotteryApi.myBets('SETTLED').catch(() => null),
      ]);
      if (open) {
        pendingRef.current = open.bets;
        setPending(open.bets);
      }
      if (!done) return;
      setSettled(done.bets);
      const ids = new Set(done.bets.map((bet) => bet.betId));
      const isNew = settledIds.current !== null && [...ids].some((id) => !settledIds.current!.has(id));
      settledIds.current = ids;
      if (isNew || options.withBalance) {
        const balance = await houseApi.balance().catch(() => null);
        if (balance) setBalance(balance.balance);
      }
    },
    [setBalance],
  );
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), isLive ? LIVE_REFRESH_MS : MY_BETS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh, isLive]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      for (const timer of pendingTimers) clearTimeout(timer);
    };
  }, []);
  const applyLive = useCallback(
    (event: TLiveEvent) => {
      if (event.name !== 'settled' && event.name !== 'cancelled') return;
      const { gameId, issueNo } = event.data;
      const waiting = () =>
        pendingRef.current.some((bet) => bet.gameId === gameId && bet.issueNo === issueNo);
      if (!waiting()) return;
      for (const delay of AFTER_SETTLED_MS) {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          if (waiting()) void refresh({ withBalance: true });
        }, delay);
        timers.current.add(timer);
      }
    },
    [refresh],
  );
  return { pending, settled, refresh, applyLive };
}
