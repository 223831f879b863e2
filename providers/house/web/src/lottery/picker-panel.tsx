import { type ReactNode, useMemo, useState } from 'react';
import type { TPlayTypeTerms } from '../../../src/service/api/lottery-contract.ts';
import { t } from '../shared/i18n.ts';
import { playTypeRule } from '../shared/lottery-text.ts';
import { formatCents } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import { EntryPicker } from './entry-picker.tsx';
import { GridPicker } from './grid-picker.tsx';
import { pickerOf, type TPicks } from './lottery-pickers.ts';
import {
  buildSelection,
  cryptoRandomInt,
  evaluateSelection,
  quickEntry,
  quickGrid,
} from './lottery-selection.ts';
import { stakeProblem, type TSlipItem } from './lottery-slip.ts';
import { defaultStake, StakeInput } from './stake-input.tsx';

type TPickState = { picks: TPicks; part: string | null; entries: string[] };

const emptyState = (parts?: readonly string[]): TPickState => ({
  picks: {},
  part: parts?.[0] ?? null,
  entries: [],
});

/**
 * The number picker of one play type, its line count and cost as the player picks, and "Add to slip".
 * Lines are counted by the play type's own `lines`, so what the page shows is what the service prices.
 */
export function PickerPanel({
  terms,
  closedNumbers,
  onAdd,
}: {
  terms: TPlayTypeTerms;
  closedNumbers: readonly string[];
  onAdd: (item: Omit<TSlipItem, 'id'>) => void;
}): ReactNode {
  const { session } = usePlay();
  const spec = pickerOf(terms.id);
  const [state, setState] = useState<TPickState>(() =>
    emptyState(spec?.kind === 'grid' ? spec.parts : undefined),
  );
  const [stakeCents, setStakeCents] = useState(() => defaultStake(terms));
  const built = spec ? buildSelection(spec, state) : null;
  // Picks change by value, not identity: evaluate again only when the selection's JSON changes.
  const builtJson = JSON.stringify(built ?? null);
  const evaluated = useMemo(() => evaluateSelection(terms.id, JSON.parse(builtJson)), [terms.id, builtJson]);
  const closed = useMemo(() => new Set(closedNumbers), [closedNumbers]);
  if (!spec) return null;
  const rule = playTypeRule(terms.id, terms.unitsPerLine);

  const isOptionClosed = (rowKey: string, value: string): boolean => {
    if (closed.size === 0 || spec.kind !== 'grid') return false;
    const single = evaluateSelection(terms.id, spec.build({ [rowKey]: [value] }, state.part));
    return single.isValid && single.lines.every((line) => line.exposure.some((key) => closed.has(key)));
  };
  const quickPick = () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      const next =
        spec.kind === 'grid'
          ? { ...quickGrid(spec, cryptoRandomInt), entries: [] }
          : { picks: {}, part: null, entries: [quickEntry(spec, cryptoRandomInt)] };
      if (evaluateSelection(terms.id, buildSelection(spec, next)).isValid) return setState(next);
    }
  };
  const units = evaluated.isValid ? evaluated.units : 0;
  const lines = evaluated.isValid ? evaluated.lines.length : 0;
  const costCents = stakeCents * BigInt(units);
  const canAdd = evaluated.isValid && stakeProblem(stakeCents, terms) === null;
  const hasPicked =
    built !== null &&
    (spec.kind === 'entry' ? state.entries.length > 0 : Object.values(state.picks).some((v) => v.length > 0));
  return (
    <section className="lott-picker" aria-label={t('lottery.picker.title')}>
      <p className="lott-rule-hint">{t(rule.key, rule.vars)}</p>
      {spec.kind === 'grid' ? (
        <GridPicker
          spec={spec}
          picks={state.picks}
          part={state.part}
          closed={isOptionClosed}
          onPicks={(picks) => setState({ ...state, picks })}
          onPart={(part) => setState({ ...state, part })}
        />
      ) : (
        <EntryPicker
          playTypeId={terms.id}
          spec={spec}
          entries={state.entries}
          onEntries={(entries) => setState({ ...state, entries })}
        />
      )}
      <div className="lott-picker-foot">
        <StakeInput
          terms={terms}
          cents={stakeCents}
          onCents={setStakeCents}
          label={
            terms.unitsPerLine > 1
              ? t('lottery.picker.stakePoint', { units: terms.unitsPerLine })
              : t('lottery.picker.stake')
          }
        />
        <p className="lott-picker-count" aria-live="polite">
          {evaluated.isValid
            ? t('lottery.picker.summary', {
                lines,
                total: `${session.player.currencySymbol} ${formatCents(costCents)}`,
              })
            : hasPicked
              ? t(`lottery.input.${evaluated.code}`)
              : t('lottery.picker.pickSome')}
        </p>
        <div className="lott-picker-actions">
          {spec.kind === 'grid' ? (
            <button type="button" className="lott-btn" onClick={quickPick}>
              {t('lottery.picker.quickPick')}
            </button>
          ) : null}
          <button
            type="button"
            className="lott-btn"
            onClick={() => setState(emptyState(spec.kind === 'grid' ? spec.parts : undefined))}
          >
            {t('lottery.picker.clear')}
          </button>
          <button
            type="button"
            className="lott-btn is-primary"
            disabled={!canAdd}
            onClick={() => {
              if (!evaluated.isValid) return;
              onAdd({
                playType: terms.id,
                selection: evaluated.selection,
                lines: evaluated.lines,
                stakePerLineCents: stakeCents,
              });
              setState(emptyState(spec.kind === 'grid' ? spec.parts : undefined));
            }}
          >
            {t('lottery.picker.add')}
          </button>
        </div>
      </div>
    </section>
  );
}
