import type { TContractKindLimits, TContractTermsBody } from '@tala/contract/agent/contracts';
import { describe, expect, it } from 'vitest';
import { draftFromTerms, termsFromDraft } from './terms-draft.ts';
import { draftProblems, hasProblems } from './terms-validation.ts';

const LIMITS: TContractKindLimits = { enabled: true, maxRateBp: 300, maxAmount: '500.00', maxTiers: 3 };

const WAGE: TContractTermsBody = {
  kind: 'DAILY_WAGE',
  tiers: [
    { minDailyBet: '1000.00', minActive: 1, rateBp: 50, amount: null },
    { minDailyBet: '5000.00', minActive: 3, rateBp: 100, amount: null },
  ],
};
const DIVIDEND: TContractTermsBody = {
  kind: 'DIVIDEND',
  period: 'WEEKLY',
  tiers: [
    { minValidBet: '10000.00', minLoss: '1000.00', minActive: 2, rateBp: 1000 },
    { minValidBet: '50000.00', minLoss: '5000.00', minActive: 5, rateBp: 2000 },
  ],
};
const LIMITS_DIV = { ...LIMITS, maxRateBp: 5000 };

describe('contract terms editor', () => {
  it('when terms go into the editor and back, then they come back the same', () => {
    for (const terms of [WAGE, DIVIDEND] as const)
      expect(termsFromDraft(draftFromTerms(terms))).toEqual(terms);
    const realtime: TContractTermsBody = {
      kind: 'REALTIME_SALARY',
      profitRateBp: 5,
      lossRateBp: 25,
      minSingleBet: '10.50',
    };
    expect(draftFromTerms(realtime)).toMatchObject({
      profitRate: '0.05',
      lossRate: '0.25',
      minSingleBet: '10.50',
    });
    expect(termsFromDraft(draftFromTerms(realtime))).toEqual(realtime);
  });

  it('when money is typed without decimals, then the terms carry two decimals as the wire wants', () => {
    const draft = draftFromTerms(WAGE);
    expect(draft.tiers[0]?.minBet).toBe('1000');
    const tier = draft.tiers[0];
    if (tier) tier.minBet = '1200.5';
    expect(termsFromDraft(draft)).toMatchObject({ tiers: [{ minDailyBet: '1200.50' }, {}] });
  });

  it('when the offer is the agent’s own terms, then nothing is wrong', () => {
    const problems = draftProblems(draftFromTerms(WAGE), LIMITS, WAGE);
    expect(hasProblems(problems)).toBe(false);
  });

  it('when a rate has three decimals or is over the merchant limit, then that rate says why', () => {
    const draft = draftFromTerms(WAGE);
    draft.tiers[0] = { ...(draft.tiers[0] as (typeof draft.tiers)[number]), rate: '0.125' };
    draft.tiers[1] = { ...(draft.tiers[1] as (typeof draft.tiers)[number]), rate: '3.5' };
    const problems = draftProblems(draft, LIMITS, null);
    expect(problems.tiers[0]?.rate).toEqual({ key: 'terms.errors.rate' });
    expect(problems.tiers[1]?.rate).toEqual({ key: 'terms.errors.rateMax', values: { max: '3.00' } });
  });

  it('when a tier does not climb above the one before, then its minimum says so', () => {
    const draft = draftFromTerms(WAGE);
    draft.tiers[1] = { ...(draft.tiers[1] as (typeof draft.tiers)[number]), minBet: '1000', minActive: '1' };
    expect(draftProblems(draft, LIMITS, null).tiers[1]?.minBet).toEqual({ key: 'terms.errors.minimumOrder' });
    draft.tiers[1] = { ...(draft.tiers[1] as (typeof draft.tiers)[number]), minBet: '900', minActive: '9' };
    expect(draftProblems(draft, LIMITS, null).tiers[1]?.minBet).toEqual({ key: 'terms.errors.minimumOrder' });
  });

  it('when a higher tier pays a lower rate, then its rate says so', () => {
    const draft = draftFromTerms(WAGE);
    draft.tiers[1] = { ...(draft.tiers[1] as (typeof draft.tiers)[number]), rate: '0.4' };
    expect(draftProblems(draft, LIMITS, null).tiers[1]?.rate).toEqual({ key: 'terms.errors.rateOrder' });
  });

  it('when a tier pays more than the agent’s own terms at the same figures, then that tier is above the ceiling', () => {
    const draft = draftFromTerms(WAGE);
    draft.tiers[0] = { ...(draft.tiers[0] as (typeof draft.tiers)[number]), rate: '0.6' };
    const problems = draftProblems(draft, LIMITS, WAGE);
    expect(problems.tiers[0]?.rate).toEqual({ key: 'terms.errors.aboveOwn' });
    expect(problems.tiers[1]?.rate).toBeUndefined();
  });

  it('when a tier starts lower than the agent’s own first tier, then it pays above a ceiling of nothing', () => {
    const draft = draftFromTerms(WAGE);
    draft.tiers[0] = { ...(draft.tiers[0] as (typeof draft.tiers)[number]), minBet: '500', rate: '0.1' };
    expect(draftProblems(draft, LIMITS, WAGE).tiers[0]?.rate).toEqual({ key: 'terms.errors.aboveOwn' });
  });

  it('when a dividend tier reaches the higher rate sooner than the agent’s own, then that tier is above it', () => {
    const draft = draftFromTerms(DIVIDEND);
    draft.tiers[1] = { ...(draft.tiers[1] as (typeof draft.tiers)[number]), minBet: '40000' };
    const problems = draftProblems(draft, LIMITS_DIV, DIVIDEND);
    expect(problems.tiers[1]?.rate).toEqual({ key: 'terms.errors.aboveOwn' });
    expect(problems.tiers[0]?.rate).toBeUndefined();
    const lower = draftFromTerms(DIVIDEND);
    lower.tiers[1] = { ...(lower.tiers[1] as (typeof lower.tiers)[number]), minBet: '60000', rate: '15' };
    expect(hasProblems(draftProblems(lower, LIMITS_DIV, DIVIDEND))).toBe(false);
  });

  it('when a daily wage pays fixed amounts but the agent’s own pays a rate, then the way of paying is refused', () => {
    const draft = { ...draftFromTerms(WAGE), byAmount: true };
    draft.tiers = draft.tiers.map((tier, index) => ({ ...tier, amount: index === 0 ? '10' : '20' }));
    const problems = draftProblems(draft, LIMITS, WAGE);
    expect(problems.fields.mode).toEqual({ key: 'terms.errors.sameMode' });
    draft.tiers[1] = { ...(draft.tiers[1] as (typeof draft.tiers)[number]), amount: '600' };
    expect(draftProblems(draft, LIMITS, null).tiers[1]?.amount).toMatchObject({
      key: 'terms.errors.amountMax',
    });
  });

  it('when there are more tiers than the merchant allows, then the tier count says so', () => {
    const draft = draftFromTerms(WAGE);
    draft.tiers = [...draft.tiers, ...draft.tiers];
    expect(draftProblems(draft, LIMITS, null).fields.tierCount).toEqual({
      key: 'terms.errors.tierCount',
      values: { max: 3 },
    });
  });

  it('when a real-time rate is above the agent’s own, then that rate is above the ceiling', () => {
    const own: TContractTermsBody = {
      kind: 'REALTIME_SALARY',
      profitRateBp: 10,
      lossRateBp: 30,
      minSingleBet: '0.00',
    };
    const draft = { ...draftFromTerms(own), lossRate: '0.31' };
    const problems = draftProblems(draft, LIMITS, own);
    expect(problems.fields.lossRate).toEqual({ key: 'terms.errors.aboveOwn' });
    expect(problems.fields.profitRate).toBeUndefined();
  });
});
