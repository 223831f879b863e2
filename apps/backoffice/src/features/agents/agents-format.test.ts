import { readFileSync } from 'node:fs';
import { flattenKeys } from '@tala/contract/i18n/bundles';
import { TERMS_TEXT_KEYS } from '@tala/ui/contract-terms/terms-text';
import { describe, expect, it } from 'vitest';
import { amountSpan, boundaryText, isLive, periodText, rateSpan } from './agents-format.ts';

const MANILA = 'Asia/Manila';

describe('agents screens: dates and spans', () => {
  it("when a period is a day or longer, then its days on the merchant's clock are shown, the last one included", () => {
    // Manila is UTC+8: its 1 November starts at 16:00 UTC the day before.
    expect(periodText('2026-10-31T16:00:00.000Z', '2026-11-01T16:00:00.000Z', MANILA, 'en')).toEqual({
      date: 'Nov 1, 2026',
      time: null,
    });
    // ICU puts thin spaces around the range's dash.
    expect(periodText('2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z', MANILA, 'en').date).toMatch(
      /^Nov 1\s–\s30, 2026$/,
    );
  });

  it('when a period is an hour, then its day and its start and end times are shown', () => {
    const text = periodText('2026-11-01T06:00:00.000Z', '2026-11-01T07:00:00.000Z', MANILA, 'en');
    expect(text.date).toBe('Nov 1, 2026');
    expect(text.time).toMatch(/^14:00\s–\s15:00$/);
  });

  it("when a boundary is a midnight on the merchant's clock, then a list may show its date alone", () => {
    const midnight = '2026-11-27T16:00:00.000Z';
    expect(boundaryText(midnight, MANILA, 'en')).toBe('Nov 28, 2026, 00:00');
    expect(boundaryText(midnight, MANILA, 'en', { dateAtMidnight: true })).toBe('Nov 28, 2026');
    expect(boundaryText('2026-11-27T17:00:00.000Z', MANILA, 'en', { dateAtMidnight: true })).toBe(
      'Nov 28, 2026, 01:00',
    );
  });

  it('when rates or amounts are spanned, then one value stands alone and two are joined', () => {
    expect(rateSpan(150, 150)).toBe('1.50%');
    expect(rateSpan(100, 200)).toBe('1.00–2.00%');
    expect(amountSpan('1000.00', '25000.50')).toBe('1,000.00–25,000.50');
  });

  it('when a contract is offered, upcoming, active or ending, then staff may still end it', () => {
    expect(['OFFERED', 'UPCOMING', 'ACTIVE', 'ENDING'].every((s) => isLive(s as never))).toBe(true);
    expect(['ENDED', 'REJECTED', 'WITHDRAWN'].some((s) => isLive(s as never))).toBe(false);
  });
});

describe('agents screens: the terms editor speaks the console language', () => {
  it('when the shared terms editor asks for a word, then the back-office bundle has it', () => {
    const bundle = JSON.parse(
      readFileSync(
        new URL('../../../../../packages/contract/src/i18n/locales/en/backoffice.json', import.meta.url),
        'utf8',
      ),
    ) as Record<string, unknown>;
    const keys = flattenKeys(bundle);
    expect(TERMS_TEXT_KEYS.filter((key) => !keys.has(`agents.terms.${key}`))).toEqual([]);
  });
});
