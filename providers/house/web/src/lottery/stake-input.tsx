import { type ReactNode, useId, useState } from 'react';
import type { TPlayTypeTerms } from '../../../src/service/api/lottery-contract.ts';
import { t } from '../shared/i18n.ts';
import { formatCents, parseCents, toDecimal } from '../shared/money.ts';
import { stakeProblem } from './lottery-slip.ts';

const STAKE_CHIPS = [100n, 500n, 1_000n, 5_000n, 10_000n];

/** Reads a typed amount ("2", "2.5", "2.50") as cents, or null when it is not one. */
export function readStake(text: string): bigint | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(trimmed)) return null;
  return parseCents(trimmed);
}

/** The stake a new line starts at: 1.00 within the play type's limits. */
export function defaultStake(terms: TPlayTypeTerms): bigint {
  const min = parseCents(terms.minStake);
  const max = parseCents(terms.maxStake);
  return 100n < min ? min : 100n > max ? max : 100n;
}

/** A stake per line: typed, or a chip; checked against the play type's min, max and step as typed. */
export function StakeInput({
  terms,
  cents,
  onCents,
  label,
  showChips = true,
}: {
  terms: TPlayTypeTerms;
  cents: bigint;
  onCents: (cents: bigint) => void;
  label: string;
  showChips?: boolean;
}): ReactNode {
  const [text, setText] = useState(() => toDecimal(cents));
  const id = useId();
  const typed = readStake(text);
  const problem = typed === null ? 'FORMAT' : stakeProblem(typed, terms);
  const chips = STAKE_CHIPS.filter((chip) => stakeProblem(chip, terms) === null);
  return (
    <div className="lott-stake">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="lott-stake-input"
        inputMode="decimal"
        value={text}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          const value = event.target.value.replace(',', '.').slice(0, 14);
          setText(value);
          const next = readStake(value);
          if (next !== null) onCents(next);
        }}
      />
      {showChips ? (
        <div className="lott-stake-chips">
          {chips.map((chip) => (
            <button
              key={String(chip)}
              type="button"
              className="lott-chip"
              aria-pressed={chip === cents}
              onClick={() => {
                setText(toDecimal(chip));
                onCents(chip);
              }}
            >
              {formatCents(chip)}
            </button>
          ))}
        </div>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="lott-problem" role="alert">
          {t(`lottery.stake.${problem}`, {
            min: formatCents(parseCents(terms.minStake)),
            max: formatCents(parseCents(terms.maxStake)),
            step: formatCents(parseCents(terms.stakeStep)),
          })}
        </p>
      ) : null}
    </div>
  );
}
