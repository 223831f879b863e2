/**
 * When a lottery game draws, computed from the clock alone so every house instance agrees on the issues
 * ("numeros") and their times. Two kinds, as the lottery sites of the region run them:
 *
 * - `interval`: a draw every N seconds around the clock (1, 3, 5 minutes, hourly…). Issue `seq` draws at
 *   seq × N seconds since the epoch; it opens when the previous one draws and closes `cutoffSeconds`
 *   before its own draw. Its number is the local date and its place in the local day: `20261126-0915`.
 * - `daily`: one draw at a local time (`18:15`) on the listed weekdays (0 = Sunday … 6 = Saturday): the
 *   Vietnamese regional draws, 4D on Wednesday, Saturday and Sunday. Issue `seq` is the local date as
 *   YYYYMMDD; it opens when the previous draw of the game happened.
 *
 * "Local" is the game's IANA time zone (the merchant's, or the official draw's). Pure: the game pages run
 * it in the browser too.
 */
export type TLotterySchedule =
  | { kind: 'interval'; everySeconds: number; cutoffSeconds: number }
  | { kind: 'daily'; at: string; weekdays: readonly number[]; cutoffSeconds: number };

export type TIssueTimes = {
  seq: number;
  /** What players read and type: `20261126-0915` (interval) or `20261126` (daily). */
  issueNo: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
};

const DAY_MS = 86_400_000;
/** A daily game may skip days (weekdays only, three days a week): how far to look for its next draw. */
const MAX_DAYS_BETWEEN_DRAWS = 7;

export function assertSchedule(schedule: TLotterySchedule): void {
  if (!Number.isSafeInteger(schedule.cutoffSeconds) || schedule.cutoffSeconds < 0) {
    throw new RangeError('cut-off must be whole seconds ≥ 0');
  }
  if (schedule.kind === 'interval') {
    const every = schedule.everySeconds;
    if (!Number.isSafeInteger(every) || every < 30 || DAY_MS % (every * 1000) !== 0) {
      throw new RangeError('an interval must be ≥ 30 s and divide a day');
    }
    if (schedule.cutoffSeconds >= every)
      throw new RangeError('the cut-off must be shorter than the interval');
    return;
  }
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(schedule.at)) throw new RangeError('a daily draw time is HH:MM');
  const days = schedule.weekdays;
  if (days.length === 0 || days.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) {
    throw new RangeError('weekdays are 0–6, at least one');
  }
  if (schedule.cutoffSeconds >= DAY_MS / 1000) throw new RangeError('the cut-off must be under a day');
}

/** The issue that draws next at or after `now` (the one open now, or in its cut-off). */
export function currentIssue(schedule: TLotterySchedule, timeZone: string, now: Date): TIssueTimes {
  if (schedule.kind === 'interval') {
    const everyMs = schedule.everySeconds * 1000;
    return issueAt(schedule, timeZone, Math.ceil(now.getTime() / everyMs));
  }
  let day = localDate(now, timeZone);
  for (let i = 0; i <= MAX_DAYS_BETWEEN_DRAWS; i++, day = addDays(day, 1)) {
    if (!schedule.weekdays.includes(weekday(day))) continue;
    const issue = issueAt(schedule, timeZone, dateSeq(day));
    if (issue.drawsAt >= now) return issue;
  }
  throw new Error('unreachable: a daily schedule draws at least once a week');
}

/** The issues after `issue`, in draw order (for issues created ahead, and a chase). */
export function nextIssues(
  schedule: TLotterySchedule,
  timeZone: string,
  issue: TIssueTimes,
  count: number,
): TIssueTimes[] {
  const issues: TIssueTimes[] = [];
  let current = issue;
  for (let i = 0; i < count; i++) {
    current = currentIssue(schedule, timeZone, new Date(current.drawsAt.getTime() + 1));
    issues.push(current);
  }
  return issues;
}

/** Issue `seq` of the schedule. For a daily game `seq` is a YYYYMMDD on one of its weekdays. */
export function issueAt(schedule: TLotterySchedule, timeZone: string, seq: number): TIssueTimes {
  if (schedule.kind === 'interval') {
    const everyMs = schedule.everySeconds * 1000;
    const drawsAt = new Date(seq * everyMs);
    // The draw at local midnight closes the previous day: it is that day's last issue.
    const day = localDate(new Date(drawsAt.getTime() - 1), timeZone);
    const place = Math.round((drawsAt.getTime() - zonedTime(day, '00:00', timeZone).getTime()) / everyMs);
    return {
      seq,
      issueNo: `${day.replaceAll('-', '')}-${String(place).padStart(4, '0')}`,
      opensAt: new Date(drawsAt.getTime() - everyMs),
      closesAt: new Date(drawsAt.getTime() - schedule.cutoffSeconds * 1000),
      drawsAt,
    };
  }
  const day = seqDate(seq);
  const drawsAt = zonedTime(day, schedule.at, timeZone);
  let previous = addDays(day, -1);
  while (!schedule.weekdays.includes(weekday(previous))) previous = addDays(previous, -1);
  return {
    seq,
    issueNo: String(seq),
    opensAt: zonedTime(previous, schedule.at, timeZone),
    closesAt: new Date(drawsAt.getTime() - schedule.cutoffSeconds * 1000),
    drawsAt,
  };
}

// --- calendar helpers on ISO dates (YYYY-MM-DD) ---

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone, as YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The instant a local wall-clock time happens in a time zone (the later one across a DST fold). */
export function zonedTime(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset even when the first guess lands across a DST change.
  let instant = wall - offsetMs(new Date(wall), timeZone);
  instant = wall - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

function zonedParts(instant: Date, timeZone: string) {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormat.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  };
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

function dateSeq(date: string): number {
  return Number(date.replaceAll('-', ''));
}

function seqDate(seq: number): string {
  const text = String(seq);
  if (!/^\d{8}$/.test(text)) throw new RangeError(`not a YYYYMMDD issue: ${seq}`);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
