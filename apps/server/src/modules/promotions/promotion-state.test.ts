import type { TPromotionReward } from '@tala/contract/promotions/promotion-rules';
import { describe, expect, it } from 'vitest';
import { stateFor, type TStatePromotion } from './promotion-state.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-27T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);
const DEPOSIT: TPromotionReward = {
  type: 'DEPOSIT_BONUS',
  percentBp: 10_000,
  cap: '100.00',
  minDeposit: '10.00',
  wagering: {
    multiplier: 1,
    base: 'BONUS',
    weightsBp: {},
    maxBet: null,
    expiryDays: 1,
    withdrawRule: 'FORFEIT',
  },
};
const promotion = (overrides: Partial<TStatePromotion> = {}): TStatePromotion => ({
  status: 'LIVE',
  startsAt: at(-1),
  endsAt: at(1),
  budget: null,
  spent: 0n,
  eligibility: {
    newMemberDays: null,
    depositChannels: [],
    firstDepositOnly: false,
    frequency: 'ONCE',
    onePerDeviceAndIp: false,
  },
  reward: DEPOSIT,
  ...overrides,
});
const member = { registeredAt: at(-2), isDemo: false, hasDeposited: false };

describe('promotion states (seed 001 §4, decision 049)', () => {
  it('when nobody has an entry, then the period, status, budget and member decide COMING_SOON, JOIN or CLOSE', () => {
    expect(stateFor(promotion({ startsAt: at(1), endsAt: at(2) }), null, member, now).state).toBe(
      'COMING_SOON',
    );
    expect(stateFor(promotion(), null, null, now).state).toBe('JOIN');
    expect(stateFor(promotion(), null, member, now).state).toBe('JOIN');
    expect(stateFor(promotion({ status: 'PAUSED' }), null, member, now)).toMatchObject({
      state: 'CLOSE',
      reason: 'PAUSED',
    });
    expect(stateFor(promotion({ endsAt: now }), null, member, now)).toMatchObject({ reason: 'ENDED' });
    expect(stateFor(promotion({ budget: 5n, spent: 5n }), null, member, now)).toMatchObject({
      reason: 'BUDGET_SPENT',
    });
    expect(stateFor(promotion(), null, { ...member, isDemo: true }, now)).toMatchObject({
      reason: 'DEMO_ACCOUNT',
    });
  });

  it('when the rule limits who may join, then new-member and first-deposit rules close it with the reason', () => {
    const recent = promotion({ eligibility: { ...promotion().eligibility, newMemberDays: 1 } });
    expect(stateFor(recent, null, member, now)).toMatchObject({ state: 'CLOSE', reason: 'NOT_NEW_MEMBER' });
    const first = promotion({ eligibility: { ...promotion().eligibility, firstDepositOnly: true } });
    expect(stateFor(first, null, { ...member, hasDeposited: true }, now)).toMatchObject({
      reason: 'NOT_QUALIFIED',
    });
    expect(stateFor(first, null, member, now).state).toBe('JOIN');
  });

  it('when a registration reward is due, then it is ISSUED until its claim days pass', () => {
    const gift = promotion({
      startsAt: at(-10),
      reward: { type: 'REGISTRATION', amount: '8.00', claimDays: 7, wagering: null },
    });
    expect(stateFor(gift, null, member, now)).toMatchObject({ state: 'ISSUED', reward: '8.00' });
    expect(stateFor(gift, null, { ...member, registeredAt: at(-8) }, now)).toMatchObject({
      reason: 'EXPIRED',
    });
    expect(stateFor(gift, null, { ...member, registeredAt: at(-11) }, now)).toMatchObject({
      reason: 'NOT_QUALIFIED',
    });
  });

  it('when there is an entry, then its state shows, made CLOSE once what it waits for cannot happen', () => {
    const entry = { id: 7n, reward: null, claimUntil: null, reason: null };
    expect(stateFor(promotion(), { ...entry, state: 'JOINED' }, member, now).state).toBe('JOINED');
    expect(stateFor(promotion({ endsAt: now }), { ...entry, state: 'JOINED' }, member, now)).toMatchObject({
      state: 'CLOSE',
      reason: 'ENDED',
      entryId: '7',
    });
    const issued = { ...entry, state: 'ISSUED' as const, reward: 500n, claimUntil: at(-0.5) };
    expect(stateFor(promotion(), issued, member, now)).toMatchObject({ state: 'CLOSE', reason: 'EXPIRED' });
    const rejected = { ...entry, state: 'REJECTED' as const, reason: 'Blurry photo' };
    expect(stateFor(promotion(), rejected, member, now)).toMatchObject({
      state: 'REJECTED',
      note: 'Blurry photo',
    });
    expect(stateFor(promotion(), { ...entry, state: 'PROCESS', reward: 1000n }, member, now)).toMatchObject({
      state: 'PROCESS',
      reward: '10.00',
    });
  });
});
