import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { playTypesOf } from '../../../src/games/lottery/lottery-registry.ts';
import { t } from '../shared/i18n.ts';
import type { TPageParams } from '../shared/page-params.ts';
import { usePlay } from '../shared/play-context.tsx';
import { GameTabs } from './game-tabs.tsx';
import { IssueHeader } from './issue-header.tsx';
import { pickerOf } from './lottery-pickers.ts';
import type { TSlipItem } from './lottery-slip.ts';
import { MyBetsView } from './my-bets-view.tsx';
import { PickerPanel } from './picker-panel.tsx';
import { PlayTypeTabs } from './play-type-tabs.tsx';
import { ResultsView } from './results-view.tsx';
import { SlipPanel } from './slip-panel.tsx';
import { useLotteryBoard, useServerNow } from './use-lottery-board.ts';
import { useLotteryLobby, useMyLotteryBets } from './use-lottery-data.ts';
import './lottery.css';

type TView = 'bet' | 'results' | 'bets';
/** How long a fresh result plays as a draw before the page settles (the CSS animations fit in it). */
const DRAW_SHOW_MS = 4_200;
const SETTLE_WAIT_MS = 6_000;
let nextItemId = 0;

/**
 * The house lottery page: the games of the same platform page, the issue on sale and its clock, the last
 * result (drawn live when it comes), the play types and their pickers, the slip, results and my bets.
 */
export function LotteryGame({ params }: { params: TPageParams }): ReactNode {
  const { session } = usePlay();
  const [gameId, setGameId] = useState(session.game.gameId);
  const [view, setView] = useState<TView>(params.view === 'lobby' ? 'results' : 'bet');
  const { board, offsetMs, awaitingIssueNo, freshResult, clearFresh } = useLotteryBoard(gameId);
  const lobby = useLotteryLobby();
  const myBets = useMyLotteryBets();
  const nowMs = useServerNow(offsetMs);
  const [items, setItems] = useState<TSlipItem[]>([]);
  // In the math's order (the bet menu's), whatever order the terms were stored in.
  const playTypes = useMemo(() => {
    const order = playTypesOf(board?.game.family ?? '').map((playType) => playType.id);
    return (board?.game.playTypes ?? [])
      .filter((terms) => terms.enabled && pickerOf(terms.id) && order.includes(terms.id))
      .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  }, [board?.game.playTypes, board?.game.family]);
  const [playTypeId, setPlayTypeId] = useState<string | null>(params.playType);
  const terms = playTypes.find((candidate) => candidate.id === playTypeId) ?? playTypes[0];

  // A fresh result plays as a draw, then balance and bets are read again (wins are paid by then or soon).
  const { refresh: refreshBets } = myBets;
  useEffect(() => {
    if (!freshResult) return;
    const timer = setTimeout(() => {
      clearFresh();
      void refreshBets();
      // Settlement and payment follow the draw within seconds: read again once they are likely done.
      setTimeout(() => void refreshBets(), SETTLE_WAIT_MS);
    }, DRAW_SHOW_MS);
    return () => clearTimeout(timer);
  }, [freshResult, clearFresh, refreshBets]);

  const selectGame = (next: string) => {
    if (next === gameId) return;
    setGameId(next);
    setItems([]);
    setPlayTypeId(null);
  };

  if (board === null || board.game.gameId !== gameId) {
    return <div className="game-loading">{t('shell.loading')}</div>;
  }
  return (
    <div className={`lott-game family-${board.game.family} view-${view}`}>
      <GameTabs games={lobby} gameId={gameId} nowMs={nowMs} onSelect={selectGame} />
      <IssueHeader
        current={board.current}
        last={board.recent[0] ?? null}
        nowMs={nowMs}
        awaitingIssueNo={awaitingIssueNo}
        isDrawing={freshResult !== null && freshResult.issueNo === board.recent[0]?.issueNo}
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
            {name === 'bet' && items.length > 0 ? <span className="tab-count">{items.length}</span> : null}
            {name === 'bets' && myBets.pending.length > 0 ? (
              <span className="tab-count">{myBets.pending.length}</span>
            ) : null}
          </button>
        ))}
      </div>
      {view === 'bet' && terms ? (
        <div className="lott-bet-layout">
          <div className="lott-bet-main">
            <PlayTypeTabs playTypes={playTypes} current={terms.id} onSelect={setPlayTypeId} />
            <PickerPanel
              key={`${gameId}/${terms.id}`}
              terms={terms}
              closedNumbers={board.closedNumbers}
              onAdd={(item) => setItems((list) => [...list, { ...item, id: `i${nextItemId++}` }])}
            />
          </div>
          {items.length > 0 ? (
            <button
              type="button"
              className="lott-slip-jump"
              onClick={() => document.getElementById('lott-slip')?.scrollIntoView({ behavior: 'smooth' })}
            >
              {t('lottery.slip.jump', { count: items.length })}
            </button>
          ) : null}
          <aside className="lott-side" id="lott-slip">
            <SlipPanel
              board={board}
              items={items}
              nowMs={nowMs}
              onItems={setItems}
              onPlaced={() => void refreshBets()}
            />
          </aside>
        </div>
      ) : null}
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
