import { type ReactNode, useMemo, useState } from 'react';
import { playTypesOf } from '../../../src/games/lottery/lottery-registry.ts';
import type { TLotteryBoardAnswer } from '../../../src/service/api/lottery-contract.ts';
import { t } from '../shared/i18n.ts';
import { pickerOf } from './lottery-pickers.ts';
import type { TSlipItem } from './lottery-slip.ts';
import { PickerPanel } from './picker-panel.tsx';
import { PlayTypeTabs } from './play-type-tabs.tsx';
import { SlipPanel } from './slip-panel.tsx';

let nextItemId = 0;

/** The betting view: play types, the picker of the one chosen, and the slip beside it (below on a phone). */
export function BetView({
  board,
  initialPlayType,
  items,
  nowMs,
  onItems,
  onPlaced,
}: {
  board: TLotteryBoardAnswer;
  initialPlayType: string | null;
  items: TSlipItem[];
  nowMs: number;
  onItems: (items: TSlipItem[]) => void;
  onPlaced: () => void;
}): ReactNode {
  const { family } = board.game;
  // In the math's order (the bet menu's), whatever order the terms were stored in.
  const playTypes = useMemo(() => {
    const order = playTypesOf(family).map((playType) => playType.id);
    return board.game.playTypes
      .filter((terms) => terms.enabled && pickerOf(terms.id) && order.includes(terms.id))
      .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  }, [board.game.playTypes, family]);
  const [playTypeId, setPlayTypeId] = useState<string | null>(initialPlayType);
  const terms = playTypes.find((candidate) => candidate.id === playTypeId) ?? playTypes[0];
  if (!terms) return <p className="lott-empty">{t('errors.GAME_DISABLED')}</p>;
  return (
    <div className="lott-bet-layout">
      <div className="lott-bet-main">
        <PlayTypeTabs playTypes={playTypes} current={terms.id} onSelect={setPlayTypeId} />
        <PickerPanel
          key={`${board.game.gameId}/${terms.id}`}
          terms={terms}
          closedNumbers={board.closedNumbers}
          onAdd={(item) => onItems([...items, { ...item, id: `i${nextItemId++}` }])}
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
        <SlipPanel board={board} items={items} nowMs={nowMs} onItems={onItems} onPlaced={onPlaced} />
      </aside>
    </div>
  );
}
