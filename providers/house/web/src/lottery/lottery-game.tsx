import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { TLotteryIssue } from '../../../src/service/api/lottery-contract.ts';
import type { TLiveEvent } from '../../../src/service/api/lottery-live-contract.ts';
import { gameNameKey } from '../shared/house-games.ts';
import { t } from '../shared/i18n.ts';
import type { TPageParams } from '../shared/page-params.ts';
import { usePlay } from '../shared/play-context.tsx';
import { BetView } from './bet-view.tsx';
import { GameTabs } from './game-tabs.tsx';
import { IssueHeader } from './issue-header.tsx';
import type { TSlipItem } from './lottery-slip.ts';
import { MyBetsView } from './my-bets-view.tsx';
import { ResultsView } from './results-view.tsx';
import { useLotteryBoard, useServerNow } from './use-lottery-board.ts';
import { useLotteryLobby, useMyLotteryBets } from './use-lottery-data.ts';
import { useLotteryLive } from './use-lottery-live.ts';
import './lottery.css';

type TView = 'bet' | 'results' | 'bets';
/** How long a fresh result plays as a draw before the page settles (the CSS animations fit in it). */
const DRAW_SHOW_MS = 4_200;
/** Settlement and payment follow a draw within seconds: bets are read again once they are likely done. */
const SETTLE_WAIT_MS = 6_000;

/** A fresh result plays as a draw, then balance and bets are read again (wins are paid by then or soon). */
function useDrawAftermath(
  freshResult: TLotteryIssue | null,
  clearFresh: () => void,
  refreshBets: () => Promise<void>,
) {
  useEffect(() => {
    if (!freshResult) return;
    const timer = setTimeout(() => {
      clearFresh();
      void refreshBets();
      setTimeout(() => void refreshBets(), SETTLE_WAIT_MS);
    }, DRAW_SHOW_MS);
    return () => clearTimeout(timer);
  }, [freshResult, clearFresh, refreshBets]);
}

/**
 * The house lottery page: the games of the same platform page, the issue on sale and its clock, the last
 * result (drawn live when it comes), the play types and their pickers, the slip, results and my bets.
 */
export function LotteryGame({ params }: { params: TPageParams }): ReactNode {
  const { session, setShownGameId } = usePlay();
  const [gameId, setGameId] = useState(session.game.gameId);
  // The top bar names the game shown and links its rules.
  useEffect(() => {
    setShownGameId(gameId);
    document.title = `${t(gameNameKey(gameId))} · ${t('shell.brand')}`;
  }, [gameId, setShownGameId]);
  const [view, setView] = useState<TView>(params.view === 'lobby' ? 'results' : 'bet');
  // One stream for every game: the board of the game shown, the other games' clocks and my bets follow it.
  const liveRef = useRef<(event: TLiveEvent) => void>(() => undefined);
  const reconnectedRef = useRef<() => void>(() => undefined);
  const liveStatus = useLotteryLive({
    onEvent: (event) => liveRef.current(event),
    onReconnected: () => reconnectedRef.current(),
  });
  const isLive = liveStatus === 'live';
  const { board, offsetMs, awaitingIssueNo, freshResult, clearFresh, refresh, applyLive } = useLotteryBoard(
    gameId,
    isLive,
  );
  const lobby = useLotteryLobby(isLive);
  const myBets = useMyLotteryBets(isLive);
  liveRef.current = (event) => {
    applyLive(event);
    lobby.applyLive(event);
    myBets.applyLive(event);
  };
  reconnectedRef.current = () => {
    void refresh();
    void myBets.refresh();
  };
  const nowMs = useServerNow(offsetMs);
  const [items, setItems] = useState<TSlipItem[]>([]);
  useDrawAftermath(freshResult, clearFresh, myBets.refresh);

  const selectGame = (next: string) => {
    if (next === gameId) return;
    setGameId(next);
    setItems([]);
  };
  if (board === null || board.game.gameId !== gameId) {
    return <div className="game-loading">{t('shell.loading')}</div>;
  }
  const counts: Record<TView, number> = { bet: items.length, results: 0, bets: myBets.pending.length };
  return (
    <div className={`lott-game family-${board.game.family} view-${view}`}>
      <GameTabs games={lobby.games} gameId={gameId} nowMs={nowMs} onSelect={selectGame} />
      <IssueHeader
        current={board.current}
        last={board.recent[0] ?? null}
        nowMs={nowMs}
        awaitingIssueNo={awaitingIssueNo}
        isDrawing={freshResult !== null && freshResult.issueNo === board.recent[0]?.issueNo}
        liveStatus={liveStatus}
        gameId={gameId}
      />
      <div className="lott-view-tabs" role="tablist" aria-label={t('lottery.tabs.label')}>
        {(['bet', 'results', 'bets'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={view === name}
            onClick={() => setView(name)}
          >
            {t(`lottery.tabs.${name === 'bets' ? 'myBets' : name}`)}
            {counts[name] > 0 ? <span className="tab-count">{counts[name]}</span> : null}
          </button>
        ))}
      </div>
      {/* Kept mounted while results or bets are shown, so the picks and the play type stay. */}
      <div hidden={view !== 'bet'}>
        <BetView
          key={gameId}
          board={board}
          initialPlayType={gameId === session.game.gameId ? params.playType : null}
          items={items}
          nowMs={nowMs}
          onItems={setItems}
          onPlaced={() => void myBets.refresh()}
        />
      </div>
      {view === 'results' ? (
        <ResultsView
          gameId={gameId}
          family={board.game.family}
          timeZone={board.game.timeZone}
          recent={board.recent}
          nowMs={nowMs}
        />
      ) : null}
      {view === 'bets' ? <MyBetsView pending={myBets.pending} settled={myBets.settled} /> : null}
    </div>
  );
}
