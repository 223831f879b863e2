import { type ReactNode, useState } from 'react';
import type { TLotteryBoardAnswer } from '../../../src/service/api/lottery-contract.ts';
import { t } from '../shared/i18n.ts';
import { formatCents } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import { issuePhase } from './lottery-clock.ts';
import { closedPicks, slipTotals, type TSlipItem, type TSlipOptions } from './lottery-slip.ts';
import { SlipItemRow } from './slip-item.tsx';
import { usePlaceSlip } from './use-place-slip.ts';

const MULTIPLIERS = [1, 2, 5, 10];

/**
 * The bet slip: the selections, a stake per line each, the multiplier and the chase, what it costs and
 * can win, the numbers closed on this issue flagged before paying, and "Place bet".
 */
export function SlipPanel({
  board,
  items,
  nowMs,
  onItems,
  onPlaced,
}: {
  board: TLotteryBoardAnswer;
  items: readonly TSlipItem[];
  nowMs: number;
  onItems: (items: TSlipItem[]) => void;
  onPlaced: () => void;
}): ReactNode {
  const { session, balanceCents } = usePlay();
  const [options, setOptions] = useState<TSlipOptions>({ multiplier: 1, chaseIssues: 1, stopOnWin: true });
  const totals = slipTotals(items, options);
  const { place, isSending, refusal, placed } = usePlaceSlip(board, items, options, () => {
    onItems([]);
    onPlaced();
  });
  const closedByItem = items.map((item) => closedPicks(item, board.closedNumbers));
  const hasClosed = closedByItem.some((picks) => picks.length > 0);
  const isOpen = issuePhase(board.current, nowMs) === 'open';
  const money = (cents: bigint) => `${session.player.currencySymbol} ${formatCents(cents)}`;
  const isShort = totals.totalCents > balanceCents && totals.totalCents > 0n;

  return (
    <section className="lott-slip" aria-label={t('lottery.slip.title')}>
      <header className="lott-slip-head">
        <h2>{t('lottery.slip.title')}</h2>
        <span className="lott-slip-issue">{t('lottery.head.issue', { issue: board.current.issueNo })}</span>
      </header>
      {items.length === 0 ? (
        <p className="lott-empty">
          {placed
            ? t('lottery.slip.placed', { issue: placed.issueNo, total: money(placed.totalCents) })
            : t('lottery.slip.empty')}
        </p>
      ) : null}
      <ul className="lott-slip-items">
        {items.map((item, index) => (
          <SlipItemRow
            key={item.id}
            item={item}
            terms={board.game.playTypes.find((terms) => terms.id === item.playType)}
            closed={closedByItem[index] ?? []}
            multiplier={options.multiplier}
            onChange={(next) => onItems(items.map((other) => (other.id === item.id ? next : other)))}
            onRemove={() => onItems(items.filter((other) => other.id !== item.id))}
          />
        ))}
      </ul>
      {items.length > 0 ? (
        <SlipOptions options={options} maxChase={board.game.maxChase} onOptions={setOptions} />
      ) : null}
      {items.length > 0 ? (
        <div className="lott-slip-total">
          <span>{t('lottery.slip.totalLines', { lines: totals.lines, issues: totals.issues })}</span>
          <b>{money(totals.totalCents)}</b>
        </div>
      ) : null}
      {refusal ? (
        <p className="lott-problem" role="alert">
          {t(`errors.${refusal}`)}
        </p>
      ) : null}
      {/* The balance we know is short; said once, also when the server refused for that reason. */}
      {isShort && refusal !== 'INSUFFICIENT_FUNDS' ? (
        <p className="lott-problem">{t('errors.INSUFFICIENT_FUNDS')}</p>
      ) : null}
      {hasClosed ? <p className="lott-problem">{t('lottery.slip.removeClosed')}</p> : null}
      <button
        type="button"
        className="lott-btn is-primary lott-place"
        disabled={items.length === 0 || isSending || !isOpen || hasClosed}
        onClick={place}
      >
        {isSending
          ? t('lottery.slip.placing')
          : isOpen
            ? t('lottery.slip.place', { total: money(totals.totalCents) })
            : t('lottery.head.closed')}
      </button>
      {items.length > 0 ? (
        <button type="button" className="lott-link" onClick={() => onItems([])}>
          {t('lottery.slip.clear')}
        </button>
      ) : null}
    </section>
  );
}

function SlipOptions({
  options,
  maxChase,
  onOptions,
}: {
  options: TSlipOptions;
  maxChase: number;
  onOptions: (options: TSlipOptions) => void;
}): ReactNode {
  const clampChase = (value: number) => Math.min(maxChase, Math.max(1, Math.floor(value) || 1));
  return (
    <div className="lott-slip-options">
      <fieldset className="lott-multiplier">
        <legend>{t('lottery.slip.multiplier')}</legend>
        {MULTIPLIERS.map((value) => (
          <button
            key={value}
            type="button"
            className="lott-chip"
            aria-pressed={options.multiplier === value}
            onClick={() => onOptions({ ...options, multiplier: value })}
          >
            ×{value}
          </button>
        ))}
      </fieldset>
      <label className="lott-chase">
        <span>{t('lottery.slip.chase')}</span>
        <input
          type="number"
          min={1}
          max={maxChase}
          value={options.chaseIssues}
          onChange={(event) => onOptions({ ...options, chaseIssues: clampChase(Number(event.target.value)) })}
        />
        <span className="hint">{t('lottery.slip.chaseIssues', { max: maxChase })}</span>
      </label>
      {options.chaseIssues > 1 ? (
        <label className="lott-stop">
          <input
            type="checkbox"
            checked={options.stopOnWin}
            onChange={(event) => onOptions({ ...options, stopOnWin: event.target.checked })}
          />
          {t('lottery.slip.stopOnWin')}
        </label>
      ) : null}
    </div>
  );
}
