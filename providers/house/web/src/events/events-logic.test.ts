import { describe, expect, it } from 'vitest';
import { winPayoutCents } from '../../../src/games/events/event-odds.ts';
import { ZClientSeed } from '../../../src/service/api/api-contract.ts';
import {
  formatCountdown,
  goalOrder,
  liveProgress,
  MAX_SETTLED_SHOWN,
  potentialWinCents,
  randomClientSeed,
  revealSchedule,
  selectionLabel,
  sortBoard,
} from './events-logic.ts';

describe('event betting logic', () => {
  it('when a bet draws its client seed in the browser, then it is a valid, fresh 32-hex seed', () => {
    const seeds = new Set(Array.from({ length: 50 }, randomClientSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) {
      expect(seed).toMatch(/^[0-9a-f]{32}$/);
      expect(ZClientSeed.safeParse(seed).success).toBe(true);
    }
  });

  it('when the slip shows a potential win, then it is what the service pays (stake × odds, rounded up to the cent)', () => {
    for (const stake of [1, 7, 99, 100, 1234, 999_999]) {
      for (const odds of [101, 155, 199, 372, 1245, 2091]) {
        const text = `${Math.floor(odds / 100)}.${String(odds % 100).padStart(2, '0')}`;
        expect(potentialWinCents(BigInt(stake), text)).toBe(BigInt(winPayoutCents(stake, odds)));
      }
    }
  });

  it('when a countdown is formatted, then it shows mm:ss, hours only when needed, never negative', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(-5000)).toBe('00:00');
    expect(formatCountdown(400)).toBe('00:01');
  });

  it('when a match is live, then its progress runs from 0 at kick-off to 1 at the end', () => {
    const match = { kickoffAt: '2026-01-01T00:00:00.000Z', endsAt: '2026-01-01T00:01:40.000Z' };
    const start = Date.parse(match.kickoffAt);
    expect(liveProgress(match, start - 1000)).toBe(0);
    expect(liveProgress(match, start + 50_000)).toBeCloseTo(0.5);
    expect(liveProgress(match, start + 500_000)).toBe(1);
  });

  it('when a score is replayed, then every goal is revealed once, in order within the replay', () => {
    const order = goalOrder(3, 2);
    expect(order.filter((side) => side === 'home').length).toBe(3);
    expect(order.filter((side) => side === 'away').length).toBe(2);
    const times = revealSchedule(order.length, 6000);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(0);
    expect(times.at(-1)).toBeLessThan(6000);
    expect(goalOrder(0, 0)).toEqual([]);
  });

  it('when a selection names a side, then the button shows the team, else the translated word', () => {
    const match = { home: 'Davao Eagles', away: 'Cebu Comets', kind: 'football' as const };
    expect(selectionLabel(match, 'home', (key) => key)).toBe('Davao Eagles');
    expect(selectionLabel(match, 'team-b', (key) => key)).toBe('Cebu Comets');
    expect(selectionLabel(match, 'draw', (key) => `T:${key}`)).toBe('T:events.selections.draw');
  });

  it('when the board arrives, then live comes first, open by kickoff, and only the latest results stay', () => {
    const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
    const matches = [
      { id: 's1', status: 'SETTLED' as const, kickoffAt: at(1) },
      { id: 'o2', status: 'OPEN' as const, kickoffAt: at(9) },
      { id: 'l', status: 'LIVE' as const, kickoffAt: at(7) },
      { id: 'o1', status: 'OPEN' as const, kickoffAt: at(8) },
      ...[2, 3, 4, 5, 6].map((minute) => ({
        id: `s${minute}`,
        status: 'SETTLED' as const,
        kickoffAt: at(minute),
      })),
    ];
    const ids = sortBoard(matches).map((match) => match.id);
    expect(ids).toEqual(['l', 'o1', 'o2', 's6', 's5', 's4', 's3']);
    expect(ids.length).toBe(3 + MAX_SETTLED_SHOWN);
  });
});
