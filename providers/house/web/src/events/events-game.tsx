import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { EVENT_GAMES } from '../../../src/games/events/event-rules.ts';
import type { TEventBet, TEventMatch } from '../../../src/service/api/api-contract.ts';
import { errorCodeOf, houseApi } from '../shared/house-api.ts';
import { t } from '../shared/i18n.ts';
import { usePlay } from '../shared/play-context.tsx';
import { BetSlip } from './bet-slip.tsx';
import { BOARD_REFRESH_MS, MY_BETS_REFRESH_MS, sortBoard } from './events-logic.ts';
import { MatchCard, type TPick } from './match-card.tsx';
import { MyBets } from './my-bets.tsx';
import './events.css';

type TTab = 'matches' | 'bets';
const SLIP_CLOSE_MS = 1600;

/** The server's clock, so countdowns agree with when the service closes the book. */
function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 250);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}

function useBoard(gameId: string) {
  const { showError } = usePlay();
  const [matches, setMatches] = useState<TEventMatch[] | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const failures = useRef(0);
  const refresh = useCallback(async () => {
    try {
      const board = await houseApi.board(gameId);
      setOffsetMs(Date.parse(board.serverTime) - Date.now());
      setMatches(sortBoard(board.matches));
      failures.current = 0;
    } catch (error) {
      // One toast per outage, not one every few seconds.
      if (failures.current++ === 0) showError(errorCodeOf(error));
    }
  }, [gameId, showError]);
  useEffect(() => {
    void refresh();
    const timer = setInterval(refresh, BOARD_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return { matches, offsetMs, refresh };
}

/** My bets, and the balance whenever one of them settles (the win is paid server-side). */
function useMyBets() {
  const { setBalance } = usePlay();
  const [bets, setBets] = useState<TEventBet[]>([]);
  const settled = useRef<Set<string> | null>(null);
  const refresh = useCallback(async () => {
    const answer = await houseApi.myBets().catch(() => null);
    if (answer === null) return;
    setBets(answer.bets);
    const now = new Set(
      answer.bets.filter((bet) => bet.status !== 'OPEN' && bet.status !== 'PENDING').map((bet) => bet.betId),
    );
    const isNewSettlement = settled.current !== null && [...now].some((id) => !settled.current!.has(id));
    settled.current = now;
    if (isNewSettlement) {
      const balance = await houseApi.balance().catch(() => null);
      if (balance) setBalance(balance.balance);
    }
  }, [setBalance]);
  useEffect(() => {
    void refresh();
    const timer = setInterval(refresh, MY_BETS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return { bets, refresh };
}

export function EventsGame(): ReactNode {
  const { session } = usePlay();
  const gameId = session.game.gameId;
  const kind = EVENT_GAMES.find((game) => game.gameId === gameId)?.kind ?? 'football';
  const { matches, offsetMs } = useBoard(gameId);
  const { bets: allBets, refresh: refreshBets } = useMyBets();
  // The list covers every virtual game of the player; this page shows its own game's bets.
  const bets = allBets.filter((bet) => bet.gameId === gameId);
  const now = useServerNow(offsetMs);
  const [pick, setPick] = useState<TPick | null>(null);
  const [tab, setTab] = useState<TTab>('matches');
  const openBets = bets.filter((bet) => bet.status === 'OPEN' || bet.status === 'PENDING').length;
  // A pick on a match that has kicked off can no longer be placed: drop it.
  useEffect(() => {
    if (
      pick &&
      matches &&
      !matches.some((match) => match.matchId === pick.matchId && match.status === 'OPEN')
    )
      setPick(null);
  }, [matches, pick]);

  return (
    <div className={`events-game kind-${kind} tab-${tab}${pick ? ' has-pick' : ''}`}>
      <div className="events-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'matches'} onClick={() => setTab('matches')}>
          {t('events.tabs.matches')}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'bets'} onClick={() => setTab('bets')}>
          {t('events.tabs.myBets')}
          {openBets > 0 ? <span className="tab-count">{openBets}</span> : null}
        </button>
      </div>
      <section className="board" aria-label={t('events.tabs.matches')}>
        {matches === null ? <div className="game-loading">{t('shell.loading')}</div> : null}
        {matches?.length === 0 ? <p className="hint">{t('events.noMatches')}</p> : null}
        {matches?.map((match) => (
          <MatchCard key={match.matchId} match={match} nowMs={now} pick={pick} onPick={setPick} />
        ))}
      </section>
      <aside className="side-panel">
        <BetSlip
          key={pick ? `${pick.matchId}/${pick.market}/${pick.selection}` : 'none'}
          pick={pick}
          onClear={() => setPick(null)}
          onPlaced={() => {
            void refreshBets();
            // Leave the confirmation on screen a moment, then free the slip (and the phone's screen).
            setTimeout(() => setPick(null), SLIP_CLOSE_MS);
          }}
        />
        <section className="my-bets-panel">
          <h3>{t('events.tabs.myBets')}</h3>
          <MyBets bets={bets} kind={kind} />
        </section>
      </aside>
    </div>
  );
}
