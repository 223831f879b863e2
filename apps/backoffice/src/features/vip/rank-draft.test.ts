import type { TBoVipRank } from '@tala/contract/loyalty/vip-staff';
import { ZBoVipRankBody } from '@tala/contract/loyalty/vip-staff';
import { describe, expect, it } from 'vitest';
import { blankRankDraft, rankBodyOf, rankDraftOf, unrisingFields } from './rank-draft.ts';

const rank = (level: number, deposit: string, validBet: string): TBoVipRank => ({
  level,
  names: { en: `R${level}` },
  deposit,
  validBet,
  members: 0,
  benefits: {
    pointsMultiplier: 120,
    withdrawDailyCount: 8,
    withdrawMaxAmount: '100000.00',
    rebateBonusBp: 10,
    birthdayBonus: '388.00',
    serviceLine: null,
    serviceUrl: null,
  },
});

describe('rank drafts', () => {
  it('when a rank is edited, then multiplier and rebate read as staff think of them and go back as the wire wants', () => {
    const draft = rankDraftOf(rank(3, '10000.00', '80000.00'));
    expect(draft).toMatchObject({ multiplier: '1.20', rebateBonus: '0.10', withdrawDailyCount: '8' });
    const body = rankBodyOf({ ...draft, multiplier: '1.5', rebateBonus: '0.05', deposit: '12,000' });
    expect(body).toMatchObject({ pointsMultiplier: 150, rebateBonusBp: 5, deposit: '12000.00' });
    expect(ZBoVipRankBody.safeParse(body).success).toBe(true);
  });

  it('when limits are left empty, then they are null (the channel keeps its own) and the schema accepts it', () => {
    const body = rankBodyOf({ ...blankRankDraft(undefined), names: { en: 'Bronze' }, validBet: '1000' });
    expect(body).toMatchObject({ withdrawDailyCount: null, withdrawMaxAmount: null, serviceLine: null });
    expect(ZBoVipRankBody.safeParse(body).success).toBe(true);
  });

  it('when a figure is not a number, then the schema names that field', () => {
    const body = rankBodyOf({
      ...blankRankDraft(undefined),
      names: { en: 'X' },
      multiplier: 'abc',
      deposit: '1.234',
    });
    const issues = ZBoVipRankBody.safeParse(body).error?.issues.map((issue) => issue.path[0]);
    expect(issues).toEqual(expect.arrayContaining(['pointsMultiplier', 'deposit']));
  });

  it('when a threshold falls below the rank under it or above the rank over it, then that field is named', () => {
    const ladder = [rank(1, '0.00', '1000.00'), rank(2, '0.00', '20000.00'), rank(3, '10000.00', '80000.00')];
    expect(unrisingFields(ladder, 2, { deposit: '0.00', validBet: '500.00' })).toEqual(['validBet']);
    expect(unrisingFields(ladder, 2, { deposit: '20000.00', validBet: '20000.00' })).toEqual(['deposit']);
    expect(unrisingFields(ladder, 4, { deposit: '10000.00', validBet: '80000.00' })).toEqual([]);
  });
});
