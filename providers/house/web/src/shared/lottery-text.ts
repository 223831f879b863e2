import { t } from './i18n.ts';

/**
 * Lottery texts built from the game data, shared by the game page and the rules page: play type names,
 * their one-sentence rules, prize names. Keys live under the bundles' `lottery` object.
 */

/** A play type's name: `lottery.playTypes.<family>.<name>`. */
export function playTypeName(playTypeId: string): string {
  return t(`lottery.playTypes.${playTypeId}`);
}

/**
 * The one-sentence rule of a play type (the picker's hint and the rules page): fast play types have their
 * own; the Vietnamese and 4D ones share a sentence per kind of bet, with the number of digits or picks.
 */
export function playTypeRule(
  playTypeId: string,
  unitsPerLine = 1,
): { key: string; vars?: Record<string, number> } {
  const [family = '', name = ''] = playTypeId.split('.');
  if (family === 'vn-north' || family === 'vn-regional') {
    const lo = /^lo([234])$/.exec(name);
    if (lo) return { key: 'lottery.rules.vn.lo', vars: { digits: Number(lo[1]), units: unitsPerLine } };
    const xien = /^xien(\d+)$/.exec(name);
    if (xien) return { key: 'lottery.rules.vn.xien', vars: { k: Number(xien[1]) } };
    const truot = /^truot(\d+)$/.exec(name);
    if (truot) return { key: 'lottery.rules.vn.truot', vars: { k: Number(truot[1]) } };
    return { key: `lottery.rules.vn.${name}` };
  }
  if (family === 'sea-4d') {
    const kind = /-(box|ibox|roll)$/.exec(name)?.[1];
    const size = name.startsWith('small') ? 'small' : 'big';
    if (kind) return { key: `lottery.rules.sea.${kind}`, vars: {} };
    return { key: `lottery.rules.sea.${name.startsWith('3d') ? name : size}` };
  }
  return { key: `lottery.rules.${playTypeId}` };
}

/** Every rule key a play type id can ask for (the locales test checks each has its text). */
export function playTypeRuleKeys(playTypeIds: readonly string[]): string[] {
  return [...new Set(playTypeIds.map((id) => playTypeRule(id).key))];
}

const SIDES = new Set(['big', 'small', 'odd', 'even', 'dragon', 'tiger', 'tie']);
const TIERS = new Set([
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'starter',
  'consolation',
]);

/** A translated text: its key and what fills its placeholders (some fill with other keys' texts). */
export type TTextRef = { key: string; vars?: Record<string, number | TTextRef> };

/**
 * A prize or RTP option for people: "Sum 10", "Sum big", "Dragon", "1st prize ÷ 24", "Box of 24", or the play
 * type's own name when the option is the bet itself (lô, đề, 4D Big…).
 */
export function prizeText(playTypeId: string, prize: string): TTextRef {
  if (prize === 'win') return { key: 'lottery.prizes.win' };
  if (SIDES.has(prize)) return { key: `lottery.sides.${prize}` };
  if (TIERS.has(prize)) return { key: `lottery.tiers.${prize}` };
  const sumSide = /^sum-(big|small|odd|even)$/.exec(prize);
  if (sumSide)
    return { key: 'lottery.prizes.sumSide', vars: { side: { key: `lottery.sides.${sumSide[1]}` } } };
  const sum = /^sum-(\d+)$/.exec(prize);
  if (sum) return { key: 'lottery.prizes.sum', vars: { sum: Number(sum[1]) } };
  const divided = /^([a-z]+)\/(\d+)$/.exec(prize);
  if (divided && TIERS.has(divided[1]!)) {
    return {
      key: 'lottery.prizes.divided',
      vars: { tier: { key: `lottery.tiers.${divided[1]}` }, n: Number(divided[2]) },
    };
  }
  const box = /^(box|ibox)-(\d+)$/.exec(prize);
  if (box) return { key: `lottery.prizes.${box[1]}`, vars: { n: Number(box[2]) } };
  return { key: `lottery.playTypes.${playTypeId}` };
}

/** Every key a text reference asks for, its placeholders' included. */
export function textKeys(ref: TTextRef): string[] {
  return [
    ref.key,
    ...Object.values(ref.vars ?? {}).flatMap((value) => (typeof value === 'number' ? [] : textKeys(value))),
  ];
}

function render(ref: TTextRef): string {
  const vars = Object.fromEntries(
    Object.entries(ref.vars ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' ? value : render(value),
    ]),
  );
  return t(ref.key, vars);
}

export function prizeLabel(playTypeId: string, prize: string): string {
  return render(prizeText(playTypeId, prize));
}
