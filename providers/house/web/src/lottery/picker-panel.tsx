import { type ReactNode, useMemo, useState } from 'react';
import type { TPlayTypeTerms } from '../../../src/service/api/lottery-contract.ts';
import { t } from '../shared/i18n.ts';
import { playTypeRule } from '../shared/lottery-text.ts';
import { formatCents } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import { EntryPicker } from './entry-picker.tsx';
import { GridPicker } from './grid-picker.tsx';
import { pickerOf, type TPicks } from './lottery-pickers.ts';
import { buildSelection, evaluateSelection } from './lottery-selection.ts';
import { stakeProblem, type TSlipItem } from './lottery-slip.ts';
import { isOptionClosed, optionOdds, quickGridPicks } from './picker-options.ts';
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

  const quickPick = () => {
    if (spec.kind !== 'grid') return;
    const next = quickGridPicks(terms.id, spec);
    if (next) setState({ ...next, entries: [] });
  };
  const clear = () => setState(emptyState(spec.kind === 'grid' ? spec.parts : undefined));
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
          closed={(rowKey, value) => isOptionClosed(terms.id, spec, state.part, closed, rowKey, value)}
          oddsOf={(rowKey, value) => optionOdds(terms, spec, state.part, rowKey, value)}
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
      <PickerFoot
        terms={terms}
        stakeCents={stakeCents}
        onStake={setStakeCents}
        summary={
          evaluated.isValid
            ? t('lottery.picker.summary', {
                lines,
                total: `${session.player.currencySymbol} ${formatCents(costCents)}`,
              })
            : hasPicked
              ? t(`lottery.input.${evaluated.code}`)
              : t('lottery.picker.pickSome')
        }
        onQuickPick={spec.kind === 'grid' ? quickPick : null}
        onClear={clear}
        onAdd={
          canAdd && evaluated.isValid
            ? () => {
                onAdd({
                  playType: terms.id,
                  selection: evaluated.selection,
                  lines: evaluated.lines,
                  stakePerLineCents: stakeCents,
                });
                clear();
              }
            : null
        }
      />
    </section>
  );
}

/** The stake, what the picks make, and the actions: quick pick (grids), clear, add to the slip. */
function PickerFoot({
  terms,
  stakeCents,
  onStake,
  summary,
  onQuickPick,
  onClear,
  onAdd,
}: {
  terms: TPlayTypeTerms;
  stakeCents: bigint;
  onStake: (cents: bigint) => void;
  summary: string;
  onQuickPick: (() => void) | null;
  onClear: () => void;
  onAdd: (() => void) | null;
}): ReactNode {
  return (
    <div className="lott-picker-foot">
      <StakeInput
        terms={terms}
        cents={stakeCents}
        onCents={onStake}
        label={
          terms.unitsPerLine > 1
            ? t('lottery.picker.stakePoint', { units: terms.unitsPerLine })
            : t('lottery.picker.stake')
        }
      />
      <p className="lott-picker-count" aria-live="polite">
        {summary}
      </p>
      <div className="lott-picker-actions">
        {onQuickPick ? (
          <button type="button" className="lott-btn" onClick={onQuickPick}>
            {t('lottery.picker.quickPick')}
          </button>
        ) : null}
        <button type="button" className="lott-btn" onClick={onClear}>
          {t('lottery.picker.clear')}
        </button>
        <button
          type="button"
          className="lott-btn is-primary"
          disabled={onAdd === null}
          onClick={onAdd ?? undefined}
        >
          {t('lottery.picker.add')}
        </button>
      </div>
    </div>
  );
}
