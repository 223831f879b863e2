import { type ReactNode, useId, useState } from 'react';
import { t } from '../shared/i18n.ts';
import type { TEntrySpec } from './lottery-pickers.ts';
import {
  checkEntry,
  cleanEntry,
  cryptoRandomInt,
  quickEntry,
  type TSelectionCode,
} from './lottery-selection.ts';

/** Typed numbers (3D, 4D, lô 3/4 số, 3 càng, boxes, rolls): type or paste, quick pick, remove. */
export function EntryPicker({
  playTypeId,
  spec,
  entries,
  onEntries,
}: {
  playTypeId: string;
  spec: TEntrySpec;
  entries: readonly string[];
  onEntries: (entries: string[]) => void;
}): ReactNode {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<TSelectionCode | null>(null);
  const inputId = useId();
  const isFull = entries.length >= spec.maxNumbers;

  const add = (candidates: string[]) => {
    const next = [...entries];
    for (const candidate of candidates) {
      const code = checkEntry(playTypeId, spec, candidate);
      if (code) return setProblem(code);
      if (next.includes(candidate)) return setProblem('DUPLICATE');
      if (next.length >= spec.maxNumbers) return setProblem('TOO_MANY');
      next.push(candidate);
    }
    setProblem(null);
    setText('');
    onEntries(next);
  };
  // A pasted list: "1234 5678, 9012" adds three.
  const submit = () =>
    add(
      text
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map((part) => cleanEntry(spec, part)),
    );
  const quick = () => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const number = quickEntry(spec, cryptoRandomInt);
      if (!entries.includes(number) && checkEntry(playTypeId, spec, number) === null) return add([number]);
    }
  };
  const hintKey =
    spec.mode === 'roll'
      ? 'lottery.entry.hintRoll'
      : spec.mode === 'box'
        ? 'lottery.entry.hintBox'
        : 'lottery.entry.hint';
  return (
    <div className="lott-entry">
      <label htmlFor={inputId} className="lott-row-label">
        {t(hintKey, { digits: spec.digits })}
      </label>
      <div className="lott-entry-bar">
        <input
          id={inputId}
          className="lott-entry-input"
          inputMode={spec.mode === 'roll' ? 'text' : 'numeric'}
          autoComplete="off"
          maxLength={spec.maxNumbers > 1 ? 300 : spec.digits}
          placeholder={spec.mode === 'roll' ? '12R4' : '0'.repeat(spec.digits)}
          value={text}
          onChange={(event) => setText(event.target.value.toUpperCase().slice(0, 300))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
        />
        <button type="button" className="lott-btn" onClick={submit} disabled={isFull || text.trim() === ''}>
          {t('lottery.entry.add')}
        </button>
        <button type="button" className="lott-btn" onClick={quick} disabled={isFull}>
          {t('lottery.picker.quickPick')}
        </button>
      </div>
      {problem ? (
        <p id={`${inputId}-problem`} className="lott-problem" role="alert">
          {t(`lottery.input.${problem}`)}
        </p>
      ) : null}
      <ul className="lott-entries" aria-label={t('lottery.entry.chosen')}>
        {entries.map((entry) => (
          <li key={entry}>
            <span className="lott-entry-number">{entry}</span>
            <button
              type="button"
              className="lott-entry-remove"
              aria-label={t('lottery.entry.remove', { number: entry })}
              onClick={() => onEntries(entries.filter((value) => value !== entry))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
