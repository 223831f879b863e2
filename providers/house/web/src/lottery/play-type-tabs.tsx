import type { ReactNode } from 'react';
import type { TPlayTypeTerms } from '../../../src/service/api/lottery-contract.ts';
import { t } from '../shared/i18n.ts';
import { playTypeName } from '../shared/lottery-text.ts';

/**
 * The menu group of a play type: variants of one bet (xiên 2/3/4, lô trượt 4–10, 2-star and 3-star
 * kinds) share one tab and are chosen below it, as Asian lottery sites list them; others stand alone.
 */
export function playTypeGroup(id: string): string | null {
  const name = id.split('.')[1] ?? '';
  if (/^xien\d+$/.test(name)) return 'xien';
  if (/^truot\d+$/.test(name)) return 'truot';
  if (/^star2-/.test(name)) return 'star2';
  if (/^star3-/.test(name)) return 'star3';
  return null;
}

type TTab = { key: string; label: string; members: TPlayTypeTerms[] };

function tabsOf(playTypes: readonly TPlayTypeTerms[]): TTab[] {
  const tabs: TTab[] = [];
  for (const terms of playTypes) {
    const group = playTypeGroup(terms.id);
    const existing = group ? tabs.find((tab) => tab.key === group) : undefined;
    if (existing) existing.members.push(terms);
    else
      tabs.push({
        key: group ?? terms.id,
        label: group ? t(`lottery.groups.${group}`) : playTypeName(terms.id),
        members: [terms],
      });
  }
  return tabs;
}

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
  const tabs = tabsOf(playTypes);
  const active = tabs.find((tab) => tab.members.some((terms) => terms.id === current));
  return (
    <>
      <div className="lott-play-types" role="tablist" aria-label={t('lottery.picker.playTypes')}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={tab === active}
            className="lott-play-type"
            onClick={() => onSelect(tab.members[0]!.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active && active.members.length > 1 ? (
        <div className="lott-play-variants" role="tablist" aria-label={active.label}>
          {active.members.map((terms) => (
            <button
              key={terms.id}
              type="button"
              role="tab"
              aria-selected={terms.id === current}
              className="lott-chip"
              onClick={() => onSelect(terms.id)}
            >
              {playTypeName(terms.id)}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
