import { useCallback, useEffect, useRef, useState } from 'react';
import type { TLotteryLobbyAnswer } from '../../../src/service/api/lottery-contract.ts';
import { houseApi } from '../shared/house-api.ts';
import { usePlay } from '../shared/play-context.tsx';
import { lotteryApi } from './lottery-api.ts';

const LOBBY_REFRESH_MS = 30_000;
const MY_BETS_REFRESH_MS = 15_000;

export type TLobbyGame = TLotteryLobbyAnswer['games'][number];
export type TMyLotteryBet = Awaited<ReturnType<typeof lotteryApi.myBets>>['bets'][number];

/** Every lottery game with its issue on now: the game tabs and the lobby. */
export function useLotteryLobby(): TLobbyGame[] {
  const [games, setGames] = useState<TLobbyGame[]>([]);
  useEffect(() => {
    const load = () =>
      lotteryApi.lobby().then(
        (answer) => setGames(answer.games),
        () => undefined,
      );
    void load();
    const timer = setInterval(load, LOBBY_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return games;
}

/**
 * The player's bets, pending and settled, and the balance whenever one of them settles (wins are paid
 * server-side). `refresh` is called after a slip and after a draw.
 */
export function useMyLotteryBets() {
  const { setBalance } = usePlay();
  const [pending, setPending] = useState<TMyLotteryBet[]>([]);
  const [settled, setSettled] = useState<TMyLotteryBet[]>([]);
  const settledIds = useRef<Set<string> | null>(null);
  const refresh = useCallback(async () => {
    const [open, done] = await Promise.all([
      lotteryApi.myBets('PENDING').catch(() => null),
      lotteryApi.myBets('SETTLED').catch(() => null),
    ]);
    if (open) setPending(open.bets);
    if (!done) return;
    setSettled(done.bets);
    const ids = new Set(done.bets.map((bet) => bet.betId));
    const isNew = settledIds.current !== null && [...ids].some((id) => !settledIds.current!.has(id));
    settledIds.current = ids;
    if (isNew) {
      const balance = await houseApi.balance().catch(() => null);
      if (balance) setBalance(balance.balance);
    }
  }, [setBalance]);
  useEffect(() => {
    void refresh();
    const timer = setInterval(refresh, MY_BETS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return { pending, settled, refresh };
}
