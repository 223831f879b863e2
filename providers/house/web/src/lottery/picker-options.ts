import { bestLineOdds } from '../../../src/games/lottery/lottery-types.ts';
import type { TPlayTypeTerms } from '../../../src/service/api/lottery-contract.ts';
import type { TGridSpec, TPicks } from './lottery-pickers.ts';
import {
  cryptoRandomInt,
  evaluateSelection,
  quickGrid,
  requirePlayType,
  type TRandomInt,
} from './lottery-selection.ts';

/** One option of a grid picked alone: what its lines are (null when it makes no bet alone, e.g. xiên). */
function alone(playTypeId: string, spec: TGridSpec, part: string | null, rowKey: string, value: string) {
  const single = evaluateSelection(playTypeId, spec.build({ [rowKey]: [value] }, part));
  return single.isValid ? single.lines : null;
}

/** An option is closed when every line it makes pays on a number at its cap on this issue. */
export function isOptionClosed(
  playTypeId: string,
  spec: TGridSpec,
  part: string | null,
  closed: ReadonlySet<string>,
  rowKey: string,
  value: string,
): boolean {
  if (closed.size === 0) return false;
  const lines = alone(playTypeId, spec, part, rowKey, value);
  return lines?.every((line) => line.exposure.some((key) => closed.has(key))) === true;
}

/** What an option pays, for pickers whose options pay differently (sides, sums): "2.17". */
export function optionOdds(
  terms: TPlayTypeTerms,
  spec: TGridSpec,
  part: string | null,
  rowKey: string,
  value: string,
): string | null {
  if (spec.look !== 'side' && spec.look !== 'sum') return null;
  const lines = alone(terms.id, spec, part, rowKey, value);
  if (lines === null || lines.length !== 1) return null;
  return (bestLineOdds(requirePlayType(terms.id), lines[0]!, terms.odds) / 100).toFixed(2);
}

/** A random grid selection the play type accepts (a few tries: a random part may need more picks). */
export function quickGridPicks(
  playTypeId: string,
  spec: TGridSpec,
  random: TRandomInt = cryptoRandomInt,
): { picks: TPicks; part: string | null } | null {
  for (let attempt = 0; attempt < 30; attempt++) {
    const next = quickGrid(spec, random);
    if (evaluateSelection(playTypeId, spec.build(next.picks, next.part)).isValid) return next;
  }
  return null;
}
