import type { ReactNode } from 'react';
import type { TPlayTypeTerms } from '../../../src/service/api/lottery-contract.ts';
import { t } from '../shared/i18n.ts';
import { playTypeName } from '../shared/lottery-text.ts';
import { formatCents } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import { itemBestWinCents, itemStakeCents, type TSlipItem } from './lottery-slip.ts';
import { selectionText } from './selection-text.ts';
import { StakeInput } from './stake-input.tsx';

/** One selection on the slip: its numbers, closed ones flagged, its stake per line, cost and best win. */
export function SlipItemRow({
  item,
  terms,
  closed,
  multiplier,
  onChange,
  onRemove,
}: {
  item: TSlipItem;
  terms: TPlayTypeTerms | undefined;
  closed: readonly string[];
  multiplier: number;
  onChange: (item: TSlipItem) => void;
  onRemove: () => void;
}): ReactNode {
  const { session } = usePlay();
  const money = (cents: bigint) => `${session.player.currencySymbol} ${formatCents(cents)}`;
  const name = playTypeName(item.playType);
  return (
    <li className={`lott-slip-item${closed.length > 0 ? ' has-closed' : ''}`}>
      <div className="lott-slip-item-head">
        <b>{name}</b>
        <button
          type="button"
          className="lott-entry-remove"
          aria-label={t('lottery.slip.remove', { name })}
          onClick={onRemove}
        >
          ×
        </button>
      </div>
      <p className="lott-slip-selection">{selectionText(item.playType, item.selection)}</p>
      {closed.length > 0 ? (
        <p className="lott-problem" role="alert">
          {t('lottery.slip.closed', { numbers: closed.slice(0, 8).join(' ') })}
        </p>
      ) : null}
      {terms ? (
        <StakeInput
          terms={terms}
          cents={item.stakePerLineCents}
          showChips={false}
          label={t('lottery.slip.stakeLine')}
          onCents={(cents) => onChange({ ...item, stakePerLineCents: cents })}
        />
      ) : null}
      <p className="lott-slip-figures">
        <span>{t('lottery.slip.lines', { lines: item.lines.length })}</span>
        <span>{money(itemStakeCents(item, multiplier))}</span>
        <span>{t('lottery.slip.bestWin', { win: money(itemBestWinCents(item, terms, multiplier)) })}</span>
      </p>
    </li>
  );
}
