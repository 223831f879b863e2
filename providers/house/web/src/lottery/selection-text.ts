import { t } from '../shared/i18n.ts';

const SIDES = new Set(['big', 'small', 'odd', 'even', 'dragon', 'tiger', 'tie']);
const familyOf = (playTypeId: string): string => playTypeId.split('.')[0] ?? '';

function rowName(family: string, key: string): string {
  if (family === 'ssc5' || family === 'pk10' || family === 'k3') return t(`lottery.rows.${family}.${key}`);
  return key;
}

const valueText = (value: unknown): string =>
  typeof value === 'string' && SIDES.has(value) ? t(`lottery.sides.${value}`) : String(value);

/**
 * A stored (canonical) selection for people: "1st: 1 3 · 5th: 7", "Front 2 · 1 4", "27 05 99". It reads any
 * play type's JSON (slip, my bets), so the bets list never needs per-play-type code.
 */
export function selectionText(playTypeId: string, selection: unknown): string {
  if (typeof selection !== 'object' || selection === null) return '';
  const family = familyOf(playTypeId);
  const record = selection as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof record.part === 'string') parts.push(t(`lottery.parts.${record.part}`));
  for (const [key, value] of Object.entries(record)) {
    if (key === 'part' || !Array.isArray(value)) continue;
    if (value.length > 0 && Array.isArray(value[0])) {
      // One list per position (5D position, PK10 places, star direct digits).
      const positional = value as unknown[][];
      const label = (index: number) =>
        key === 'digits' && typeof record.part === 'string'
          ? t(`lottery.rows.star.d${index + 1}`)
          : rowName(family, `p${index + 1}`);
      positional.forEach((list, index) => {
        if (list.length > 0) parts.push(`${label(index)}: ${list.map(valueText).join(' ')}`);
      });
    } else if (['numbers', 'digits', 'sums', 'values'].includes(key)) {
      parts.push(value.map(valueText).join(' '));
    } else {
      parts.push(`${rowName(family, key)}: ${value.map(valueText).join(' ')}`);
    }
  }
  if (parts.length === 0 && playTypeId === 'k3.any-triple') parts.push(t('lottery.sides.anyTriple'));
  return parts.join(' · ');
}

/** A play type's name: `lottery.playTypes.<family>.<name>`. */
export function playTypeName(playTypeId: string): string {
  return t(`lottery.playTypes.${playTypeId}`);
}

/**
 * The one-sentence rule of a play type (the picker's hint and the rules page): fast play types have their
 * own; the Vietnamese and 4D ones share a sentence per kind of bet, with the number of digits or picks.
 */
export function playTypeRule(playTypeId: string, unitsPerLine = 1): { key: string; vars?: Record<string, number> } {
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
