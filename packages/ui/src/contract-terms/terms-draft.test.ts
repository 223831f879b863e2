import type { TContractKindLimits, TContractTermsBody } from '@tala/contract/agent/contracts';
import { describe, expect, it } from 'vitest';
import {
  bpToPercent,
  checkDraft,
  draftFromTerms,
  EMPTY_TIER,
  emptyDraft,
  moneyValue,
  percentToBp,
  type TTermsDraft,
  termsRange,
  tierFieldsOf,
} from './terms-draft.ts';

const LIMITS: TContractKindLimits = { enabled: true, maxRateBp: 5_000, maxAmount: '10000.00', maxTiers: 3 };

const WAGE: TContractTermsBody = {
  kind: 'DAILY_WAGE',
  tiers: [
    { minDailyBet: '1000.00', minActive: 1, rateBp: 100, amount: null },
    { minDailyBet: '10000.00', minActive: 3, rateBp: 150, amount: null },
  ],
};
const DIVIDEND: TContractTermsBody = {
  kind: 'DIVIDEND',
  period: 'WEEKLY',
  tiers: [
    { minValidBet: '10000.00', minLoss: '1000.00', minActive: 3, rateBp: 2_000 },
    { minValidBet: '100000.00', minLoss: '10000.00', minActive: 10, rateBp: 3_050 },
  ],
};
const HOURLY: TContractTermsBody = {
  kind: 'HOURLY_SALARY',
  tiers: [
    { minHourlyBet: '0.00', rateBp: 10 },
    { minHourlyBet: '500.50', rateBp: 25 },
  ],
};
const REALTIME: TContractTermsBody = {
  kind: 'REALTIME_SALARY',
  profitRateBp: 5,
  lossRateBp: 120,
  minSingleBet: '10.00',
};
const FIXED_WAGE: TContractTermsBody = {
  kind: 'DAILY_WAGE',
  tiers: [
    { minDailyBet: '1000.00', minActive: 1, rateBp: null, amount: '100.00' },
    { minDailyBet: '5000.00', minActive: 1, rateBp: null, amount: '450.50' },
  ],
};

function tiersOf(draft: TTermsDraft, rows: Array<Partial<TTermsDraft['tiers'][number]>>): TTermsDraft {
  return { ...draft, tiers: rows.map((row) => ({ ...EMPTY_TIER, ...row })) };
}

describe('percentages and basis points', () => {
  it('when a percentage has at most two decimals, then it becomes whole basis points', () => {
    expect(percentToBp('1.5')).toBe(150);
    expect(percentToBp('1.50')).toBe(150);
    expect(percentToBp(' 0,75 ')).toBe(75);
    expect(percentToBp('12')).toBe(1_200);
    expect(percentToBp('0.01')).toBe(1);
    expect(percentToBp('100')).toBe(10_000);
    // 0.29 × 100 is 28.999… in floating point: the conversion must not go through it.
    expect(percentToBp('0.29')).toBe(29);
    expect(percentToBp('4.35')).toBe(435);
  });

  it('when a percentage has three decimals, is negative, above 100 or not a number, then it is refused', () => {
    for (const text of ['1.505', '-1', '100.01', '250', 'abc', '', '1e2', '.5']) {
      expect(percentToBp(text), text).toBeNull();
    }
  });

  it('when basis points are shown, then they read as a percentage with two decimals and round-trip', () => {
    expect(bpToPercent(150)).toBe('1.50');
    expect(bpToPercent(5)).toBe('0.05');
    expect(bpToPercent(10_000)).toBe('100.00');
    for (let bp = 0; bp <= 10_000; bp += 7) expect(percentToBp(bpToPercent(bp))).toBe(bp);
  });

  it('when money is typed, then it becomes the wire decimal or null', () => {
    expect(moneyValue('1000')).toBe('1000.00');
    expect(moneyValue('007.5')).toBe('7.50');
    expect(moneyValue('0')).toBe('0.00');
    for (const text of ['1,000', '-5', '1.234', '', '1234567890123'])
      expect(moneyValue(text), text).toBeNull();
  });
});

describe('terms ↔ draft', () => {
  it.each([
    ['dividend', DIVIDEND],
    ['daily wage by rate', WAGE],
    ['daily wage by fixed amount', FIXED_WAGE],
    ['hourly salary', HOURLY],
    ['real-time salary', REALTIME],
  ])('when %s terms are edited unchanged, then the same terms come back', (_name, terms) => {
    const draft = draftFromTerms(terms);
    expect(checkDraft(draft, { ...LIMITS, maxTiers: 10 }).terms).toEqual(terms);
  });

  it('when terms become a draft, then money drops ".00" and rates read as percentages', () => {
    const draft = draftFromTerms(DIVIDEND);
    expect(draft.period).toBe('WEEKLY');
    expect(draft.tiers[1]).toEqual({
      minBet: '100000',
      minLoss: '10000',
      minActive: '10',
      rate: '30.50',
      amount: '',
    });
    expect(draftFromTerms(FIXED_WAGE).byAmount).toBe(true);
  });

  it('when a kind is chosen, then the tier fields follow it', () => {
    expect(tierFieldsOf({ kind: 'DIVIDEND', byAmount: false })).toEqual([
      'minBet',
      'minLoss',
      'minActive',
      'rate',
    ]);
    expect(tierFieldsOf({ kind: 'DAILY_WAGE', byAmount: true })).toEqual(['minBet', 'minActive', 'amount']);
    expect(tierFieldsOf({ kind: 'HOURLY_SALARY', byAmount: false })).toEqual(['minBet', 'rate']);
    expect(emptyDraft('REALTIME_SALARY').tiers).toEqual([]);
  });

  it('when a daily wage pays by fixed amount, then the body has amounts and no rates', () => {
    const draft = tiersOf({ ...emptyDraft('DAILY_WAGE'), byAmount: true }, [
      { minBet: '100', minActive: '1', amount: '50', rate: '9' },
      { minBet: '200', minActive: '1', amount: '75.5' },
    ]);
    expect(checkDraft(draft, LIMITS).terms).toEqual({
      kind: 'DAILY_WAGE',
      tiers: [
        { minDailyBet: '100.00', minActive: 1, rateBp: null, amount: '50.00' },
        { minDailyBet: '200.00', minActive: 1, rateBp: null, amount: '75.50' },
      ],
    });
  });
});

describe('checking a draft', () => {
  const wage = emptyDraft('DAILY_WAGE');

  it('when a field does not parse, then that field of that tier says why and there are no terms', () => {
    const check = checkDraft(tiersOf(wage, [{ minBet: '1,000', minActive: 'two', rate: '1.234' }]), LIMITS);
    expect(check.terms).toBeNull();
    expect(check.tiers[0]).toEqual({
      minBet: { code: 'money' },
      minActive: { code: 'count' },
      rate: { code: 'rate' },
    });
  });

  it('when a tier minimum is lower than the tier before, then the lower one is pointed at', () => {
    const check = checkDraft(
      tiersOf(wage, [
        { minBet: '1000', minActive: '5', rate: '1' },
        { minBet: '2000', minActive: '3', rate: '1' },
      ]),
      LIMITS,
    );
    expect(check.tiers[1]).toEqual({ minActive: { code: 'minimumOrder' } });
  });

  it('when every minimum equals the tier before, then the tier does not climb', () => {
    const check = checkDraft(
      tiersOf(wage, [
        { minBet: '1000', minActive: '3', rate: '1' },
        { minBet: '1000.00', minActive: '3', rate: '2' },
      ]),
      LIMITS,
    );
    expect(check.tiers[1]).toEqual({ minBet: { code: 'minimumOrder' } });
  });

  it('when one minimum climbs and the others hold, then the tier is well formed (the server rule)', () => {
    const check = checkDraft(
      tiersOf(emptyDraft('DIVIDEND'), [
        { minBet: '1000', minLoss: '100', minActive: '3', rate: '10' },
        { minBet: '1000', minLoss: '100', minActive: '4', rate: '10' },
      ]),
      LIMITS,
    );
    expect(check.terms?.kind).toBe('DIVIDEND');
  });

  it('when a higher tier pays a lower rate or amount, then it is refused at that tier', () => {
    const byRate = checkDraft(
      tiersOf(wage, [
        { minBet: '1000', minActive: '1', rate: '1.5' },
        { minBet: '2000', minActive: '1', rate: '1.49' },
      ]),
      LIMITS,
    );
    expect(byRate.tiers[1]).toEqual({ rate: { code: 'rateOrder' } });
    const byAmount = checkDraft(
      tiersOf({ ...wage, byAmount: true }, [
        { minBet: '1000', minActive: '1', amount: '100' },
        { minBet: '2000', minActive: '1', amount: '99.99' },
      ]),
      LIMITS,
    );
    expect(byAmount.tiers[1]).toEqual({ amount: { code: 'amountOrder' } });
  });

  it("when a rate or amount goes above the merchant's limit, then the limit is named", () => {
    const check = checkDraft(tiersOf(wage, [{ minBet: '0', minActive: '0', rate: '50.01' }]), LIMITS);
    expect(check.tiers[0]).toEqual({ rate: { code: 'rateMax', values: { max: '50.00' } } });
    const amount = checkDraft(
      tiersOf({ ...wage, byAmount: true }, [{ minBet: '0', minActive: '0', amount: '10000.01' }]),
      LIMITS,
    );
    expect(amount.tiers[0]).toEqual({ amount: { code: 'amountMax', values: { max: '10000.00' } } });
  });

  it('when there are more tiers than the limit allows, or none, then the count is refused', () => {
    const rows = [1, 2, 3, 4].map((n) => ({ minBet: String(n * 1000), minActive: '1', rate: String(n) }));
    expect(checkDraft(tiersOf(wage, rows), LIMITS).form).toEqual({ code: 'tierCount', values: { max: 3 } });
    expect(checkDraft(tiersOf(wage, rows.slice(0, 3)), LIMITS).terms?.kind).toBe('DAILY_WAGE');
    expect(checkDraft(tiersOf(wage, []), LIMITS).form?.code).toBe('tierCount');
  });

  it("when real-time salary's fields are wrong, then each names its own problem", () => {
    const check = checkDraft(
      { ...emptyDraft('REALTIME_SALARY'), profitRate: '60', lossRate: 'x', minSingleBet: '' },
      LIMITS,
    );
    expect(check.fields).toEqual({
      profitRate: { code: 'rateMax', values: { max: '50.00' } },
      lossRate: { code: 'rate' },
      minSingleBet: { code: 'money' },
    });
  });
});

describe('a line of terms', () => {
  it('when terms are summarised, then the tiers and the span they pay are given', () => {
    expect(termsRange(DIVIDEND)).toEqual({ tiers: 2, rateBp: { low: 2_000, high: 3_050 }, amount: null });
    expect(termsRange(FIXED_WAGE)).toEqual({
      tiers: 2,
      rateBp: null,
      amount: { low: '100.00', high: '450.50' },
    });
    expect(termsRange(REALTIME)).toEqual({ tiers: 0, rateBp: { low: 5, high: 120 }, amount: null });
  });
});

describe('the offering agent’s own terms as the ceiling (terms-ceiling.ts)', () => {
  const withTier = (draft: TTermsDraft, index: number, patch: Partial<TTermsDraft['tiers'][number]>) => ({
    ...draft,
    tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)),
  });

  it('when the offer is the agent’s own terms, then nothing is wrong and the terms come back the same', () => {
    for (const own of [WAGE, DIVIDEND, HOURLY, REALTIME, FIXED_WAGE])
      expect(checkDraft(draftFromTerms(own), LIMITS, own).terms).toEqual(own);
  });

  it('when a tier pays more than the agent’s own at the same figures, then that tier is above the ceiling', () => {
    const check = checkDraft(withTier(draftFromTerms(WAGE), 0, { rate: '1.1' }), LIMITS, WAGE);
    expect(check.terms).toBeNull();
    expect(check.tiers[0]?.rate).toEqual({ code: 'aboveOwn' });
    expect(check.tiers[1]?.rate).toBeUndefined();
  });

  it('when a tier starts lower than the agent’s own first tier, then it pays above a ceiling of nothing', () => {
    const draft = withTier(draftFromTerms(WAGE), 0, { minBet: '500', rate: '0.1' });
    expect(checkDraft(draft, LIMITS, WAGE).tiers[0]?.rate).toEqual({ code: 'aboveOwn' });
    // Staff giving a top agent its contract have no ceiling.
    expect(checkDraft(draft, LIMITS).terms).not.toBeNull();
  });

  it('when a dividend tier reaches the higher rate sooner than the agent’s own, then that tier is above it', () => {
    const sooner = checkDraft(withTier(draftFromTerms(DIVIDEND), 1, { minBet: '90000' }), LIMITS, DIVIDEND);
    expect(sooner.tiers[1]?.rate).toEqual({ code: 'aboveOwn' });
    expect(sooner.tiers[0]?.rate).toBeUndefined();
    const later = withTier(draftFromTerms(DIVIDEND), 1, { minBet: '110000', rate: '25' });
    expect(checkDraft(later, LIMITS, DIVIDEND).terms).not.toBeNull();
  });

  it('when a daily wage pays fixed amounts but the agent’s own pays a rate, then the way of paying is refused', () => {
    const draft = tiersOf({ ...draftFromTerms(WAGE), byAmount: true }, [
      { minBet: '1000', minActive: '1', amount: '10' },
      { minBet: '10000', minActive: '3', amount: '20' },
    ]);
    const check = checkDraft(draft, LIMITS, WAGE);
    expect(check.fields.payBy).toEqual({ code: 'sameMode' });
    expect(check.terms).toBeNull();
  });

  it('when a real-time rate is above the agent’s own, then that rate is above the ceiling', () => {
    const check = checkDraft({ ...draftFromTerms(REALTIME), lossRate: '1.21' }, LIMITS, REALTIME);
    expect(check.fields.lossRate).toEqual({ code: 'aboveOwn' });
    expect(check.fields.profitRate).toBeUndefined();
  });

  it('when a field does not parse, then its own problem shows and the ceiling waits for terms that parse', () => {
    const check = checkDraft(withTier(draftFromTerms(WAGE), 0, { rate: '1.125' }), LIMITS, WAGE);
    expect(check.tiers[0]?.rate).toEqual({ code: 'rate' });
  });
});
