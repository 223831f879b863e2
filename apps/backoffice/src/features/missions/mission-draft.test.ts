import type { TBoMission } from '@tala/contract/backoffice/missions';
import { describe, expect, it } from 'vitest';
import {
  blankMissionDraft,
  blankTier,
  figureProblems,
  hasStarted,
  missionBodyOf,
  missionDraftOf,
  previewStatus,
  type TMissionDraft,
  withGoal,
} from './mission-draft.ts';

const ZONE = 'Asia/Manila';
const NOW = Date.parse('2026-03-10T04:00:00Z');

function draft(patch: Partial<TMissionDraft> = {}): TMissionDraft {
  return { ...blankMissionDraft(ZONE, 10, NOW), title: { en: 'Slot sprint' }, ...patch };
}

describe('the mission draft', () => {
  it('when a blank draft is sent as it is, then the contract takes it', () => {
    expect(figureProblems(missionBodyOf(draft(), ZONE))).toEqual({});
  });

  it('when the period is read, then it is on the merchant’s clock', () => {
    const body = missionBodyOf(
      draft({ startsLocal: '2026-04-01T00:00', endsLocal: '2026-04-08T00:00' }),
      ZONE,
    );
    expect(body.startsAt).toBe('2026-03-31T16:00:00.000Z');
    expect(body.endsAt).toBe('2026-04-07T16:00:00.000Z');
  });

  it('when figures are typed loosely, then money gets two decimals and counts stay whole', () => {
    const money = missionBodyOf(draft({ tiers: [blankTier('POINTS', '1,000', '500')] }), ZONE);
    expect(money.tiers[0]).toEqual({
      target: '1000.00',
      rewardKind: 'POINTS',
      reward: '500.00',
      bonus: null,
    });
    const rounds = missionBodyOf(draft({ goal: 'ROUNDS', tiers: [blankTier('CASH', '050', '5')] }), ZONE);
    expect(rounds.tiers[0]?.target).toBe('50');
  });

  it('when the goal changes, then targets move to its unit and deposits drop the category and game', () => {
    const deposit = withGoal(draft({ gameCode: 'house-slot' }), 'DEPOSIT');
    expect(deposit.category).toBe('');
    expect(deposit.gameCode).toBe('');
    expect(missionBodyOf(deposit, ZONE).category).toBeNull();
    const rounds = withGoal(draft(), 'ROUNDS');
    expect(rounds.tiers.map((tier) => tier.target)).toEqual(['1000', '5000', '20000']);
    expect(withGoal(rounds, 'VALID_BET').tiers[0]?.target).toBe('1000.00');
    expect(figureProblems(missionBodyOf(rounds, ZONE))).toEqual({});
  });

  it('when tiers do not rise, then the problem is on the tiers', () => {
    const body = missionBodyOf(
      draft({
        tiers: [blankTier('CASH', '500', '5'), blankTier('CASH', '500', '10')],
      }),
      ZONE,
    );
    expect(figureProblems(body)).toEqual({ tiers: 'targetsRise' });
  });

  it('when two tiers pay a bonus or a bonus has no multiplier, then each is named', () => {
    const twice = missionBodyOf(
      draft({ tiers: [blankTier('BONUS', '500', '5'), blankTier('BONUS', '900', '10')] }),
      ZONE,
    );
    expect(figureProblems(twice)).toEqual({ tiers: 'oneBonusTier' });
    const noMultiplier = missionBodyOf(
      draft({ tiers: [{ ...blankTier('BONUS', '500', '5'), multiplier: '', expiryDays: '91' }] }),
      ZONE,
    );
    expect(figureProblems(noMultiplier)).toMatchObject({
      'tiers.0.bonus.multiplier': 'multiplier',
      'tiers.0.bonus.expiryDays': 'expiryDays',
    });
  });

  it('when a count goal has a money target, then the target is named', () => {
    const body = missionBodyOf(draft({ goal: 'DAYS_PLAYED', tiers: [blankTier('CASH', '2.5', '5')] }), ZONE);
    expect(figureProblems(body)['tiers.0.target']).toBe('target');
  });

  it('when a reward is zero or the period runs backwards, then each is named', () => {
    const body = missionBodyOf(
      draft({
        startsLocal: '2026-04-08T00:00',
        endsLocal: '2026-04-01T00:00',
        tiers: [blankTier('CASH', '100', '0')],
      }),
      ZONE,
    );
    expect(figureProblems(body)).toMatchObject({ 'tiers.0.reward': 'aboveZero', endsAt: 'endsAfterStart' });
  });

  it('when sizes are out of range, then their fields are named and the texts are left to the text checks', () => {
    const body = missionBodyOf(draft({ title: {}, leaderboardSize: '2', sort: 'x', tiers: [] }), ZONE);
    const problems = figureProblems(body);
    expect(problems).toMatchObject({ leaderboardSize: 'leaderboardSize', sort: 'sort', tiers: 'tierCount' });
    expect(Object.keys(problems).some((path) => path.startsWith('title'))).toBe(false);
  });

  it('when a saved mission is edited, then its draft reads back the same body', () => {
    const mission: TBoMission = {
      id: '7',
      status: 'LIVE',
      title: { en: 'Deposit drive' },
      summary: {},
      art: 'rocket',
      goal: 'DEPOSIT',
      category: null,
      gameCode: null,
      startsAt: '2026-03-01T16:00:00.000Z',
      endsAt: '2026-03-31T16:00:00.000Z',
      leaderboardSize: 10,
      tiers: [
        { target: '500.00', rewardKind: 'CASH', reward: '20.00', bonus: null },
        { target: '900.00', rewardKind: 'BONUS', reward: '50.00', bonus: { multiplier: 12, expiryDays: 5 } },
      ],
      sort: 0,
      participants: 3,
      paidCash: '0.00',
      paidPoints: '0.00',
      paidBonus: '0.00',
      settledAt: null,
      updatedAt: '2026-03-01T00:00:00.000Z',
    };
    const body = missionBodyOf(missionDraftOf(mission, ZONE), ZONE);
    expect(body).toMatchObject({
      goal: 'DEPOSIT',
      category: null,
      gameCode: null,
      startsAt: mission.startsAt,
      endsAt: mission.endsAt,
      tiers: mission.tiers,
      leaderboardSize: 10,
    });
    expect(hasStarted(mission, NOW)).toBe(true);
    expect(hasStarted({ ...mission, status: 'DRAFT' }, NOW)).toBe(false);
    expect(hasStarted({ ...mission, startsAt: '2026-04-01T00:00:00.000Z' }, NOW)).toBe(false);
  });

  it('when the preview asks how players see the period, then it is upcoming, open or closed', () => {
    expect(previewStatus('2026-03-11T00:00:00Z', '2026-03-12T00:00:00Z', NOW)).toBe('U');
    expect(previewStatus('2026-03-09T00:00:00Z', '2026-03-12T00:00:00Z', NOW)).toBe('O');
    expect(previewStatus('2026-03-01T00:00:00Z', '2026-03-10T04:00:00Z', NOW)).toBe('C');
  });
});
