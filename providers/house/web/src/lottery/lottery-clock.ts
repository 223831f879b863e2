/**
 * The issue clock. The board answers `serverTime`; the page keeps the offset between that and its own
 * clock, so every countdown agrees with when the service closes the book, whatever the device's clock says.
 */

/** Server time minus client time at the moment the answer arrived (half the round trip is not worth more). */
export function clockOffsetMs(serverTimeIso: string, clientNowMs: number): number {
  const server = Date.parse(serverTimeIso);
  return Number.isFinite(server) ? server - clientNowMs : 0;
}

/** Whole seconds left until `iso` by the server's clock, never below zero. */
export function secondsUntil(iso: string, serverNowMs: number): number {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return 0;
  return Math.max(0, Math.ceil((at - serverNowMs) / 1000));
}

/**
 * 75 → "01:15"; 3,725 → "1:02:05"; a day and more → "2d 03:00:00" (a 4D draw days away), the days
 * written by `dayText` (the page passes its translation).
 */
export function formatCountdown(
  totalSeconds: number,
  dayText: (days: number) => string = (days) => `${days}d`,
): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = seconds % 60;
  if (days > 0) return `${dayText(days)} ${pad(hours)}:${pad(minutes)}:${pad(rest)}`;
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(rest)}`;
  return `${pad(minutes)}:${pad(rest)}`;
}

export type TIssuePhase = 'open' | 'closing' | 'drawing';

/** Where the current issue stands: open for bets, closed awaiting its draw, or past its draw time. */
export function issuePhase(issue: { closesAt: string; drawsAt: string }, serverNowMs: number): TIssuePhase {
  if (serverNowMs < Date.parse(issue.closesAt)) return 'open';
  if (serverNowMs < Date.parse(issue.drawsAt)) return 'closing';
  return 'drawing';
}

/**
 * How soon to read the board again: every second around a draw (from a few seconds before it until its
 * result is in), every 5 s while an issue is open, slower when the draw is far away (a daily draw).
 */
export function boardPollMs(drawsAtIso: string, serverNowMs: number, isAwaitingResult: boolean): number {
  if (isAwaitingResult) return 1_000;
  const untilDrawMs = Date.parse(drawsAtIso) - serverNowMs;
  if (untilDrawMs <= 5_000) return 1_000;
  if (untilDrawMs <= 60_000) return Math.min(5_000, untilDrawMs - 4_000);
  return 15_000;
}

/** Live: a board read now and then anyway, in case an event was lost without the stream noticing. */
export const LIVE_SAFETY_READ_MS = 60_000;
/** Live: how long past a draw time the page waits for its event before it reads the board itself. */
export const LIVE_LATE_MS = 5_000;

/**
 * Whether the page should read the board now (checked every second). Polling: on `boardPollMs`'s rhythm.
 * Live: the events move the board, so only a safety read a minute, or a read when an event is late — the
 * issue on show went past its draw time, or its result has not come, `LIVE_LATE_MS` after it was due.
 */
export function isBoardReadDue(input: {
  isLive: boolean;
  drawsAtIso: string;
  /** How long the page has waited for a result past its draw; null when it waits for none. */
  awaitingForMs: number | null;
  serverNowMs: number;
  sinceReadMs: number;
}): boolean {
  const { drawsAtIso, serverNowMs, sinceReadMs, awaitingForMs } = input;
  if (!input.isLive) return sinceReadMs >= boardPollMs(drawsAtIso, serverNowMs, awaitingForMs !== null);
  if (sinceReadMs >= LIVE_SAFETY_READ_MS) return true;
  const isLate = serverNowMs - Date.parse(drawsAtIso) >= LIVE_LATE_MS || (awaitingForMs ?? 0) >= LIVE_LATE_MS;
  return isLate && sinceReadMs >= LIVE_LATE_MS;
}
