import { ZBoRewardBody } from '@tala/contract/backoffice/points';
import { describe, expect, it } from 'vitest';
import { blankRewardDraft, rewardBodyOf, rewardDraftOf } from './reward-draft.ts';

const named = { ...blankRewardDraft(30), names: { en: 'Mug' }, points: '100' };

describe('the reward editor draft', () => {
  it('when a physical reward is filled loosely, then the body passes the contract with blanks as unlimited', () => {
    const body = rewardBodyOf(named);
    expect(ZBoRewardBody.parse(body)).toMatchObject({
      kind: 'PHYSICAL',
      points: '100.00',
      cash: null,
      requiredDeposit: '0.00',
      stock: null,
      memberLimit: null,
      sort: 30,
    });
  });

  it('when a physical reward still holds a cash amount typed before, then none is sent', () => {
    expect(rewardBodyOf({ ...named, cash: '10' }).cash).toBeNull();
  });

  it('when a cash reward has no amount, then the contract names the cash field', () => {
    const result = ZBoRewardBody.safeParse(rewardBodyOf({ ...named, kind: 'CASH' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('cash');
    expect(ZBoRewardBody.safeParse(rewardBodyOf({ ...named, kind: 'CASH', cash: '10' })).success).toBe(true);
  });

  it('when stock or limit is not a whole number, then the contract names that field', () => {
    const result = ZBoRewardBody.safeParse(rewardBodyOf({ ...named, stock: '2.5', memberLimit: 'x' }));
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['stock', 'memberLimit']));
  });

  it('when a stored reward is edited unchanged, then the same body goes back', () => {
    const stored = {
      id: '7',
      kind: 'CASH' as const,
      names: { en: 'P10 cash' },
      descriptions: {},
      art: 'cash' as const,
      points: '1200.00',
      cash: '10.00',
      requiredDeposit: '0.00',
      stock: 0,
      memberLimit: 3,
      autoApprove: true,
      status: 'HIDDEN' as const,
      sort: 20,
      redeemed: 4,
    };
    const { id: _id, redeemed: _redeemed, ...body } = stored;
    expect(rewardBodyOf(rewardDraftOf(stored))).toEqual(body);
  });
});
