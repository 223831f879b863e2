import type { ReactNode } from 'react';
import type { TPlayTypeTerms } from '../../../src/service/api/lottery-contract.ts';
import { t } from '../shared/i18n.ts';
import { playTypeName } from '../shared/lottery-text.ts';

/** The game's play types (the board's terms, in the math's order), by their translated names. */
export function PlayTypeTabs({
  playTypes,
  current,
  onSelect,
}: {
  playTypes: readonly TPlayTypeTerms[];
  current: string;
  onSelect: (id: string) => void;
}): ReactNode {
  return (
    <div className="lott-play-types" role="tablist" aria-label={t('lottery.picker.playTypes')}>
      {playTypes.map((terms) => (
        <button
          key={terms.id}
          type="button"
          role="tab"
          aria-selected={terms.id === current}
          className="lott-play-type"
          onClick={() => onSelect(terms.id)}
        >
          {playTypeName(terms.id)}
        </button>
      ))}
    </div>
  );
}
