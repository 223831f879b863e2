import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { TPublicSeedPair, TSessionAnswer } from '../../../src/service/api/api-contract.ts';
import { betLevels, nearestLevel } from './bet-levels.ts';
import type { TPageErrorCode } from './house-api.ts';
import { parseCents } from './money.ts';

/** What every game reads from the shell: the session, the live balance, the bet, and the fair-play state. */
export type TPlayContext = {
  session: TSessionAnswer;
  balanceCents: bigint;
  /** The balance the API last answered (a decimal string). */
  setBalance: (decimal: string) => void;
  /** Shows the stake leaving the balance while a round animates; the API's answer replaces it after. */
  showStakeTaken: (cents: bigint) => void;
  betLevels: readonly bigint[];
  betCents: bigint;
  setBetCents: (cents: bigint) => void;
  fair: TPublicSeedPair;
  setFair: (fair: TPublicSeedPair) => void;
  /**
   * A round under the current pair used `nonce`: the next one uses nonce + 1. The player's choices that
   * shape the outcome (slot bet, fish species and bet) are kept so the verify link can carry them.
   */
  noteRoundPlayed: (nonce: number, params?: TRoundParams) => void;
  /** The latest round this page played under a seed pair (other tabs and games share the pair). */
  lastRoundHere: (serverSeedHash: string) => ({ nonce: number } & TRoundParams) | null;
  showError: (code: TPageErrorCode) => void;
  error: { code: TPageErrorCode; id: number } | null;
  dismissError: () => void;
  /** The game the page shows now: the session's, or another one a lobby page (the lottery) switched to. */
  shownGameId: string;
  setShownGameId: (gameId: string) => void;
};

/**
 * Set for rounds played on this page: the round's id (its proof carries the seeds and stakes, baccarat's
 * too) and the choices a verifier needs beside the seeds.
 */
export type TRoundParams = { roundId?: string; betCents?: bigint; species?: string };
/** Rounds remembered for verify links: enough for a long session, bounded like everything else. */
const MAX_REMEMBERED_ROUNDS = 500;

const PlayContext = createContext<TPlayContext | null>(null);

export function usePlay(): TPlayContext {
  const context = useContext(PlayContext);
  if (context === null) throw new Error('usePlay outside PlayProvider');
  return context;
}

/** The default bet: ten minimum bets, a common lobby default, or the nearest level to it. */
function initialBet(levels: readonly bigint[], minCents: bigint): bigint {
  return nearestLevel(levels, minCents * 10n) ?? minCents;
}

/**
 * Remembers the rounds this page played (by seed pair and nonce) with the choices a verifier needs, and
 * keeps the shown next nonce ahead of every round played.
 */
function useRoundMemory(
  fair: TPublicSeedPair,
  setFair: (update: (value: TPublicSeedPair) => TPublicSeedPair) => void,
) {
  const rounds = useRef(new Map<string, TRoundParams>());
  const fairRef = useRef(fair);
  fairRef.current = fair;
  const noteRoundPlayed = useCallback(
    (nonce: number, params?: TRoundParams) => {
      if (params) {
        rounds.current.set(`${fairRef.current.serverSeedHash}:${nonce}`, params);
        if (rounds.current.size > MAX_REMEMBERED_ROUNDS)
          rounds.current.delete(rounds.current.keys().next().value!);
      }
      setFair((value) => ({ ...value, nonce: Math.max(value.nonce, nonce + 1) }));
    },
    [setFair],
  );
  const lastRoundHere = useCallback((serverSeedHash: string) => {
    let last: ({ nonce: number } & TRoundParams) | null = null;
    for (const [key, params] of rounds.current) {
      const [hash, nonceText] = key.split(':');
      const nonce = Number(nonceText);
      if (hash === serverSeedHash && (last === null || nonce > last.nonce)) last = { nonce, ...params };
    }
    return last;
  }, []);
  return { noteRoundPlayed, lastRoundHere };
}

/** One toast at a time; a new failure replaces the shown one (the id restarts its timer). */
function useErrorToast() {
  const [error, setError] = useState<TPlayContext['error']>(null);
  const errorId = useRef(0);
  const showError = useCallback((code: TPageErrorCode) => {
    errorId.current += 1;
    setError({ code, id: errorId.current });
  }, []);
  const dismissError = useCallback(() => setError(null), []);
  return { error, showError, dismissError };
}

export function PlayProvider({
  session,
  children,
}: {
  session: TSessionAnswer;
  children: ReactNode;
}): ReactNode {
  const levels = useMemo(
    () =>
      betLevels(
        parseCents(session.limits.minBet),
        parseCents(session.limits.maxBet),
        parseCents(session.limits.betStep),
      ),
    [session.limits],
  );
  const [balanceCents, setBalanceCents] = useState(() => parseCents(session.player.balance));
  const [betCents, setBetCents] = useState(() => initialBet(levels, parseCents(session.limits.minBet)));
  const [fair, setFair] = useState(session.fair);
  const [shownGameId, setShownGameId] = useState(session.game.gameId);

  const setBalance = useCallback((decimal: string) => setBalanceCents(parseCents(decimal)), []);
  const showStakeTaken = useCallback((cents: bigint) => setBalanceCents((value) => value - cents), []);
  const { noteRoundPlayed, lastRoundHere } = useRoundMemory(fair, setFair);
  const { error, showError, dismissError } = useErrorToast();

  const value = useMemo<TPlayContext>(
    () => ({
      session,
      balanceCents,
      setBalance,
      showStakeTaken,
      betLevels: levels,
      betCents,
      setBetCents,
      fair,
      setFair,
      noteRoundPlayed,
      lastRoundHere,
      showError,
      error,
      dismissError,
      shownGameId,
      setShownGameId,
    }),
    [
      session,
      balanceCents,
      setBalance,
      showStakeTaken,
      levels,
      betCents,
      fair,
      noteRoundPlayed,
      lastRoundHere,
      showError,
      error,
      dismissError,
      shownGameId,
    ],
  );
  return <PlayContext.Provider value={value}>{children}</PlayContext.Provider>;
}
