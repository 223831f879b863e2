import { describe, expect, it } from 'vitest';
import type { TPlayTypeTerms } from '../../../src/service/api/lottery-contract.ts';
import { ZSlipId, ZSlipRequest } from '../../../src/service/api/lottery-contract.ts';
import { boardPollMs, clockOffsetMs, formatCountdown, issuePhase, secondsUntil } from './lottery-clock.ts';
import { evaluateSelection } from './lottery-selection.ts';
import {
  closedPicks,
  itemBestWinCents,
  newSlipId,
  slipRequest,
  slipTotals,
  stakeProblem,
  type TSlipItem,
} from './lottery-slip.ts';

function item(playType: string, selection: unknown, stakeCents: bigint): TSlipItem {
  const result = evaluateSelection(playType, selection);
  if (!result.isValid) throw new Error(`bad selection for ${playType}`);
  return {
    id: playType,
    playType,
    selection: result.selection,
    lines: result.lines,
    stakePerLineCents: stakeCents,
  };
}

const terms = (odds: Record<string, number>): TPlayTypeTerms => ({
  id: 'x.y',
  enabled: true,
  odds,
  minStake: '0.10',
  maxStake: '2000.00',
  stakeStep: '0.01',
  unitsPerLine: 1,
  rtp: [],
});

describe('the lottery clock', () => {
  it('when the server is 3 s ahead, then the offset is +3,000 ms and countdowns use it', () => {
    const client = Date.parse('2026-11-26T10:00:00.000Z');
    const offset = clockOffsetMs('2026-11-26T10:00:03.000Z', client);
    expect(offset).toBe(3000);
    expect(secondsUntil('2026-11-26T10:00:50.000Z', client + offset)).toBe(47);
    expect(secondsUntil('2026-11-26T09:00:00.000Z', client)).toBe(0);
    expect(clockOffsetMs('not a time', client)).toBe(0);
  });

  it('when seconds are formatted, then minutes, hours and days read as players expect', () => {
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(2 * 86_400 + 3 * 3600)).toBe('2d 03:00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('when an issue passes its cut-off and its draw, then the phase and polling follow', () => {
    const issue = { closesAt: '2026-11-26T10:00:50.000Z', drawsAt: '2026-11-26T10:01:00.000Z' };
    const at = (iso: string) => Date.parse(iso);
    expect(issuePhase(issue, at('2026-11-26T10:00:10Z'))).toBe('open');
    expect(issuePhase(issue, at('2026-11-26T10:00:55Z'))).toBe('closing');
    expect(issuePhase(issue, at('2026-11-26T10:01:01Z'))).toBe('drawing');
    expect(boardPollMs(issue.drawsAt, at('2026-11-26T10:00:57Z'), false)).toBe(1000);
    expect(boardPollMs(issue.drawsAt, at('2026-11-26T09:00:00Z'), false)).toBe(15000);
    expect(boardPollMs(issue.drawsAt, at('2026-11-26T09:00:00Z'), true)).toBe(1000);
  });
});

describe('the slip', () => {
  it('when a lô point, a 5D position and a multiplier are on a 3-issue chase, then totals add up in cents', () => {
    const items = [
      item('vn-north.lo2', { numbers: ['27', '05'] }, 100n), // 2 lines × 27 units × 1.00
      item('ssc5.position', { digits: [[1, 3], [], [], [], [7]] }, 50n), // 3 lines × 0.50
    ];
    const totals = slipTotals(items, { multiplier: 2, chaseIssues: 3, stopOnWin: true });
    expect(totals.lines).toBe(5);
    expect(totals.perIssueCents).toBe(2n * (2n * 27n * 100n + 3n * 50n));
    expect(totals.totalCents).toBe(totals.perIssueCents * 3n);
  });

  it('when the best win is priced, then it uses the best prize at the multiplied stake, rounded up', () => {
    const k3 = item('k3.sum', { sums: [3, 10] }, 33n);
    const odds = { 'sum-3': 20952, 'sum-10': 776 };
    // 0.66 × 209.52 = 138.2832 → 138.29
    expect(itemBestWinCents(k3, terms(odds), 2)).toBe(13829n);
    expect(itemBestWinCents(k3, undefined, 1)).toBe(0n);
  });

  it('when the board lists closed numbers, then the lines paying on them are flagged', () => {
    const de = item('vn-north.de', { numbers: ['27', '33'] }, 100n);
    expect(closedPicks(de, ['de:33', 'lo2:27'])).toEqual(['33']);
    expect(closedPicks(de, [])).toEqual([]);
  });

  it('when stakes are checked, then min, max and step come from the play type terms', () => {
    const limits = { ...terms({}), minStake: '1.00', maxStake: '100.00', stakeStep: '0.50' };
    expect(stakeProblem(50n, limits)).toBe('LOW');
    expect(stakeProblem(10050n, limits)).toBe('HIGH');
    expect(stakeProblem(125n, limits)).toBe('STEP');
    expect(stakeProblem(150n, limits)).toBeNull();
  });

  it('when a slip is sent, then its id and body pass the contract', () => {
    const slipId = newSlipId();
    expect(ZSlipId.safeParse(slipId).success).toBe(true);
    const body = slipRequest(
      slipId,
      'house-ssc5-1m',
      '20261126-0601',
      [item('ssc5.two-sides', { sum: ['big'] }, 1000n)],
      {
        multiplier: 3,
        chaseIssues: 1,
        stopOnWin: false,
      },
    );
    expect(ZSlipRequest.parse(body)).toMatchObject({ bets: [{ stakePerLine: '10.00' }], multiplier: 3 });
  });
});
