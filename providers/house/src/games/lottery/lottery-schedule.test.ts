import { describe, expect, it } from 'vitest';
import {
  assertSchedule,
  currentIssue,
  issueAt,
  localDate,
  nextIssues,
  type TLotterySchedule,
  zonedTime,
} from './lottery-schedule.ts';

const everyMinute: TLotterySchedule = { kind: 'interval', everySeconds: 60, cutoffSeconds: 10 };
const north: TLotterySchedule = {
  kind: 'daily',
  at: '18:15',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  cutoffSeconds: 900,
};
const fourD: TLotterySchedule = { kind: 'daily', at: '19:00', weekdays: [0, 3, 6], cutoffSeconds: 1800 };

const iso = (d: Date) => d.toISOString();

describe('interval schedule', () => {
  it('when a minute game is asked at 09:35:30 Manila, then issue 0576 draws at 09:36 and closed 10 s before', () => {
    const issue = currentIssue(everyMinute, 'Asia/Manila', new Date('2026-11-26T01:35:30Z'));
    expect(issue.issueNo).toBe('20261126-0576');
    expect(iso(issue.drawsAt)).toBe('2026-11-26T01:36:00.000Z');
    expect(iso(issue.opensAt)).toBe('2026-11-26T01:35:00.000Z');
    expect(iso(issue.closesAt)).toBe('2026-11-26T01:35:50.000Z');
  });

  it('when the draw falls at local midnight, then it is the last issue of the day before', () => {
    const issue = currentIssue(everyMinute, 'Asia/Manila', new Date('2026-11-26T15:59:30Z'));
    expect(issue.issueNo).toBe('20261126-1440');
    const next = nextIssues(everyMinute, 'Asia/Manila', issue, 2);
    expect(next.map((i) => i.issueNo)).toEqual(['20261127-0001', '20261127-0002']);
    expect(next[0]!.seq).toBe(issue.seq + 1);
  });

  it('when the time is exactly a draw time, then that issue is still the current one', () => {
    const issue = currentIssue(everyMinute, 'UTC', new Date('2026-11-26T00:05:00Z'));
    expect(issue.issueNo).toBe('20261126-0005');
    expect(issueAt(everyMinute, 'UTC', issue.seq)).toEqual(issue);
  });

  it('when a 5-minute game is asked, then a day has 288 issues', () => {
    const five: TLotterySchedule = { kind: 'interval', everySeconds: 300, cutoffSeconds: 30 };
    expect(currentIssue(five, 'UTC', new Date('2026-11-26T23:57:00Z')).issueNo).toBe('20261126-0288');
  });
});

describe('daily schedule', () => {
  it('when today’s North draw has passed, then tomorrow’s issue is current and opened at today’s draw', () => {
    const issue = currentIssue(north, 'Asia/Ho_Chi_Minh', new Date('2026-11-26T12:00:00Z'));
    expect(issue.issueNo).toBe('20261127');
    expect(iso(issue.drawsAt)).toBe('2026-11-27T11:15:00.000Z');
    expect(iso(issue.opensAt)).toBe('2026-11-26T11:15:00.000Z');
    expect(iso(issue.closesAt)).toBe('2026-11-27T11:00:00.000Z');
  });

  it('when a 4D game draws Wednesday, Saturday and Sunday, then Thursday’s next draw is Saturday', () => {
    const issue = currentIssue(fourD, 'Asia/Kuala_Lumpur', new Date('2026-11-26T04:00:00Z'));
    expect(issue.issueNo).toBe('20261128');
    expect(iso(issue.drawsAt)).toBe('2026-11-28T11:00:00.000Z');
    expect(iso(issue.opensAt)).toBe('2026-11-25T11:00:00.000Z');
    expect(nextIssues(fourD, 'Asia/Kuala_Lumpur', issue, 3).map((i) => i.issueNo)).toEqual([
      '20261129',
      '20261202',
      '20261205',
    ]);
  });

  it('when a zone keeps summer time, then the local draw time follows it', () => {
    expect(iso(zonedTime('2026-07-01', '18:15', 'Europe/London'))).toBe('2026-07-01T17:15:00.000Z');
    expect(iso(zonedTime('2026-12-01', '18:15', 'Europe/London'))).toBe('2026-12-01T18:15:00.000Z');
    expect(localDate(new Date('2026-11-26T16:30:00Z'), 'Asia/Manila')).toBe('2026-11-27');
  });
});

describe('schedule checks', () => {
  it('when a schedule is malformed, then it is refused', () => {
    expect(() => assertSchedule({ kind: 'interval', everySeconds: 70, cutoffSeconds: 5 })).toThrow(
      RangeError,
    );
    expect(() => assertSchedule({ kind: 'interval', everySeconds: 60, cutoffSeconds: 60 })).toThrow(
      RangeError,
    );
    expect(() => assertSchedule({ kind: 'daily', at: '24:00', weekdays: [1], cutoffSeconds: 60 })).toThrow(
      RangeError,
    );
    expect(() => assertSchedule({ kind: 'daily', at: '18:15', weekdays: [], cutoffSeconds: 60 })).toThrow(
      RangeError,
    );
    expect(() => assertSchedule(north)).not.toThrow();
    expect(() => assertSchedule(everyMinute)).not.toThrow();
  });
});
