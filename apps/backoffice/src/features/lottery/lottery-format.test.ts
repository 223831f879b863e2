import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { exposureLabel } from './lottery-format.ts';

const bundle = (lang: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../../packages/contract/src/i18n/locales/${lang}/backoffice.json`, import.meta.url),
      'utf8',
    ),
  );
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['backoffice'],
    defaultNS: 'backoffice',
    resources: { en: { backoffice: bundle('en') } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

describe('a liability number in words', () => {
  it('when the key is any shape the house plays make, then it reads as the number a player picked', () => {
    const label = (family: string, key: string) => exposureLabel(i18n.t, family, key);
    expect(label('k3', 'sum:18')).toBe('Sum 18');
    expect(label('k3', 'dice:triple:5')).toBe('Triple 5 5 5');
    expect(label('k3', 'dice:pair:3')).toBe('Pair 3 3');
    expect(label('k3', 'dice:three:123')).toBe('Three different 1 2 3');
    expect(label('ssc5', 'p1:7')).toBe('Position 1: 7');
    expect(label('ssc5', 'p123:377')).toBe('Positions 1-2-3: 3 7 7');
    expect(label('pk10', 'p10:3')).toBe('Place 10: car 3');
    expect(label('pk10', 'p1-p10:3-8')).toBe('Place 1 vs 10: cars 3 – 8');
    expect(label('vn-north', 'lo2:34')).toBe('Lô 2 digits 34');
    expect(label('sea-4d', '4d:1234')).toBe('4D 1234');
    expect(label('k3', 'mystery')).toBe('mystery');
  });
});
