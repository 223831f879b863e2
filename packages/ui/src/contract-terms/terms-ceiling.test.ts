import type { TContractKindLimits, TContractTermsBody } from '@tala/contract/agent/contracts';
import { describe, expect, it } from 'vitest';
import { checkDraft, draftFromTerms, type TTermsDraft } from './terms-draft.ts';

const LIMITS: TContractKindLimits = { enabled: true, maxRateBp: 5_000, maxAmount: '500.00', maxTiers: 3 };

/** The offering agent's own terms: the ceiling of what it may offer its downline. */
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

function withTier(draft: TTermsDraft, index: number, patch: Partial<TTermsDraft['tiers'][number]>) {
  return { ...draft, tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)) };
}

describe('the offering agent’s own terms as the ceiling', () => {
  it('when the offer is the agent’s own terms, then nothing is wrong and the terms come back the same', () => {
    expect(checkDraft(draftFromTerms(WAGE), LIMITS, WAGE).terms).toEqual(WAGE);
    expect(checkDraft(draftFromTerms(DIVIDEND), LIMITS, DIVIDEND).terms).toEqual(DIVIDEND);
  });

  it('when a tier pays more than the agent’s own at the same figures, then that tier is above the ceiling', () => {
    const check = checkDraft(withTier(draftFromTerms(WAGE), 0, { rate: '0.6' }), LIMITS, WAGE);
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
    const sooner = checkDraft(withTier(draftFromTerms(DIVIDEND), 1, { minBet: '40000' }), LIMITS, DIVIDEND);
    expect(sooner.tiers[1]?.rate).toEqual({ code: 'aboveOwn' });
    expect(sooner.tiers[0]?.rate).toBeUndefined();
    const later = withTier(draftFromTerms(DIVIDEND), 1, { minBet: '60000', rate: '15' });
    expect(checkDraft(later, LIMITS, DIVIDEND).terms).not.toBeNull();
  });

  it('when a daily wage pays fixed amounts but the agent’s own pays a rate, then the way of paying is refused', () => {
    const draft = { ...draftFromTerms(WAGE), byAmount: true };
    const fixed = {
      ...draft,
      tiers: draft.tiers.map((tier, i) => ({ ...tier, amount: i === 0 ? '10' : '20' })),
    };
    const check = checkDraft(fixed, LIMITS, WAGE);
    expect(check.fields.payBy).toEqual({ code: 'sameMode' });
    expect(check.terms).toBeNull();
  });

  it('when a real-time rate is above the agent’s own, then that rate is above the ceiling', () => {
    const own: TContractTermsBody = {
      kind: 'REALTIME_SALARY',
      profitRateBp: 10,
      lossRateBp: 30,
      minSingleBet: '0.00',
    };
    const check = checkDraft({ ...draftFromTerms(own), lossRate: '0.31' }, LIMITS, own);
    expect(check.fields.lossRate).toEqual({ code: 'aboveOwn' });
    expect(check.fields.profitRate).toBeUndefined();
  });

  it('when a field does not parse, then its own problem shows and the ceiling waits for terms that parse', () => {
    const check = checkDraft(withTier(draftFromTerms(WAGE), 0, { rate: '0.125' }), LIMITS, WAGE);
    expect(check.tiers[0]?.rate).toEqual({ code: 'rate' });
  });
});
