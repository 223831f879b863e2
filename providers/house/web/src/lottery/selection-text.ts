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
