import { describe, expect, it } from 'vitest';
import type { TLotteryBoardAnswer, TLotteryIssue } from '../../../src/service/api/lottery-contract.ts';
import type { TLiveEvent } from '../../../src/service/api/lottery-live-contract.ts';
import { isBoardReadDue, LIVE_LATE_MS, LIVE_SAFETY_READ_MS } from './lottery-clock.ts';
import {
  connectLotteryLive,
  FAILURES_BEFORE_POLLING,
  LIVE_BACKOFF_MS,
  type TEventSourceLike,
  type TLiveStatus,
} from './lottery-live.ts';
import { applyLiveEvent } from './lottery-live-board.ts';

/** An EventSource the test drives: open, fail (dropped or refused), deliver a named event. */
class FakeSource implements TEventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  isClosed = false;
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.isClosed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  fail(isRefused: boolean) {
    this.readyState = isRefused ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
  emit(name: string, data: unknown) {
    this.listeners.get(name)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

function harness() {
  const sources: FakeSource[] = [];
  const scheduled: Array<{ ms: number; run: () => void }> = [];
  const statuses: TLiveStatus[] = [];
  const events: TLiveEvent[] = [];
  let reconnects = 0;
  const live = connectLotteryLive(
    {
      onEvent: (event) => events.push(event),
      onStatus: (status) => statuses.push(status),
      onReconnected: () => reconnects++,
    },
    {
      create: () => {
        const source = new FakeSource();
        sources.push(source);
        return source;
      },
      schedule: (run, ms) => {
        scheduled.push({ ms, run });
        return () => undefined;
      },
    },
  );
  return { sources, scheduled, statuses, events, live, reconnects: () => reconnects };
}

const issue = (issueNo: string, drawsAt: string, extra: Partial<TLotteryIssue> = {}): TLotteryIssue => ({
  issueNo,
  state: 'OPEN',
  opensAt: '2026-11-26T10:00:00.000Z',
  closesAt: drawsAt,
  drawsAt,
  serverSeedHash: 'a'.repeat(64),
  chainPosition: 1,
  ...extra,
});

const board = (): TLotteryBoardAnswer =>
  ({
    serverTime: '2026-11-26T10:00:30.000Z',
    game: { gameId: 'house-k3-1m' },
    current: issue('20261126-0601', '2026-11-26T10:01:00.000Z'),
    upcoming: [
      issue('20261126-0602', '2026-11-26T10:02:00.000Z'),
      issue('20261126-0603', '2026-11-26T10:03:00.000Z'),
    ],
    recent: [issue('20261126-0600', '2026-11-26T10:00:00.000Z', { state: 'SETTLED' })],
    closedNumbers: ['sum:10'],
  }) as unknown as TLotteryBoardAnswer;

const at = '2026-11-26T10:01:00.500Z';

describe('the live stream in the page', () => {
  it('when the stream opens and events come, then they are checked and handed on; a malformed one is dropped', () => {
    const { sources, statuses, events } = harness();
    sources[0]!.open();
    expect(statuses).toEqual(['connecting', 'live']);
    sources[0]!.emit('closed', { serverTime: at, gameId: 'house-k3-1m', issueNo: '20261126-0601' });
    sources[0]!.emit('closed', { serverTime: at, gameId: 'house-k3-1m', issueNo: 'not an issue' });
    expect(events).toEqual([
      { name: 'closed', data: { serverTime: at, gameId: 'house-k3-1m', issueNo: '20261126-0601' } },
    ]);
  });

  it('when the stream is refused, then it is retried with a growing back-off and the page polls meanwhile', () => {
    const { sources, scheduled, statuses, reconnects } = harness();
    sources[0]!.fail(true);
    expect(scheduled.map((entry) => entry.ms)).toEqual([LIVE_BACKOFF_MS[0]]);
    scheduled[0]!.run();
    sources[1]!.fail(true);
    // Two failures in a row: the page reads the board on the clock until the stream is back.
    expect(FAILURES_BEFORE_POLLING).toBe(2);
    expect(statuses.at(-1)).toBe('polling');
    expect(scheduled.map((entry) => entry.ms)).toEqual([LIVE_BACKOFF_MS[0], LIVE_BACKOFF_MS[1]]);
    scheduled[1]!.run();
    sources[2]!.open();
    expect(statuses.at(-1)).toBe('live');
    // The first stream never opened: this opening is the first, nothing to read again.
    expect(reconnects()).toBe(0);
  });

  it('when an open stream drops and the browser reopens it, then the page reads again what it may have missed', () => {
    const { sources, scheduled, reconnects } = harness();
    sources[0]!.open();
    sources[0]!.fail(false);
    expect(scheduled).toEqual([]);
    sources[0]!.open();
    expect(reconnects()).toBe(1);
  });

  it('when the page closes the stream, then no retry is left behind', () => {
    const { sources, live } = harness();
    live.close();
    expect(sources[0]!.isClosed).toBe(true);
  });
});

describe('a live event applied to the board', () => {
  it('when the next issue opens, then it is on sale, the last one awaits its result, its closed numbers are gone', () => {
    const next = issue('20261126-0602', '2026-11-26T10:02:00.000Z');
    const change = applyLiveEvent(board(), null, {
      name: 'opened',
      data: { serverTime: at, gameId: 'house-k3-1m', issue: next },
    });
    expect(change.board.current.issueNo).toBe('20261126-0602');
    expect(change.board.upcoming.map((u) => u.issueNo)).toEqual(['20261126-0603']);
    expect(change.board.closedNumbers).toEqual([]);
    expect(change.awaitingIssueNo).toBe('20261126-0601');
    expect(change.fresh).toBeNull();
  });

  it('when the awaited draw comes, then it leads the results, plays once, and a repeat changes nothing', () => {
    const opened = applyLiveEvent(board(), null, {
      name: 'opened',
      data: {
        serverTime: at,
        gameId: 'house-k3-1m',
        issue: issue('20261126-0602', '2026-11-26T10:02:00.000Z'),
      },
    });
    const result = issue('20261126-0601', '2026-11-26T10:01:00.000Z', {
      state: 'DRAWN',
      result: { family: 'k3', dice: [1, 2, 3] },
    });
    const event: TLiveEvent = {
      name: 'drawn',
      data: { serverTime: at, gameId: 'house-k3-1m', issue: result },
    };
    const drawn = applyLiveEvent(opened.board, opened.awaitingIssueNo, event);
    expect(drawn.board.recent[0]?.issueNo).toBe('20261126-0601');
    expect(drawn.fresh?.issueNo).toBe('20261126-0601');
    expect(drawn.awaitingIssueNo).toBeNull();
    expect(drawn.mustRead).toBe(false);
    const again = applyLiveEvent(drawn.board, null, event);
    expect(again.board).toBe(drawn.board);
    expect(again.fresh).toBeNull();
  });

  it("when another game's event, a stale opening, a cancel or a resync comes, then only a read is asked for the last two", () => {
    const shown = board();
    const other = applyLiveEvent(shown, null, {
      name: 'opened',
      data: {
        serverTime: at,
        gameId: 'house-ssc5-1m',
        issue: issue('20261126-0602', '2026-11-26T10:02:00.000Z'),
      },
    });
    expect(other.board).toBe(shown);
    const stale = applyLiveEvent(shown, null, {
      name: 'opened',
      data: {
        serverTime: at,
        gameId: 'house-k3-1m',
        issue: issue('20261126-0600', '2026-11-26T10:00:00.000Z'),
      },
    });
    expect(stale.board).toBe(shown);
    const cancelled = applyLiveEvent(shown, null, {
      name: 'cancelled',
      data: { serverTime: at, gameId: 'house-k3-1m', issueNo: '20261126-0601' },
    });
    expect(cancelled.mustRead).toBe(true);
    expect(applyLiveEvent(shown, null, { name: 'resync', data: { serverTime: at } }).mustRead).toBe(true);
  });
});

describe('when the page reads the board', () => {
  const drawsAtIso = '2026-11-26T10:01:00.000Z';
  const drawsAt = Date.parse(drawsAtIso);
  it('when live, then only a minute-old board or a late event makes it read', () => {
    const due = (serverNowMs: number, sinceReadMs: number, awaitingForMs: number | null = null) =>
      isBoardReadDue({ isLive: true, drawsAtIso, awaitingForMs, serverNowMs, sinceReadMs });
    expect(due(drawsAt - 30_000, 20_000)).toBe(false);
    expect(due(drawsAt - 30_000, LIVE_SAFETY_READ_MS)).toBe(true);
    // The draw time just passed: the opening event is on its way, no read yet.
    expect(due(drawsAt + 1_000, 20_000)).toBe(false);
    expect(due(drawsAt + LIVE_LATE_MS, 20_000)).toBe(true);
    expect(due(drawsAt - 50_000, 20_000, 1_000)).toBe(false);
    expect(due(drawsAt - 50_000, 20_000, LIVE_LATE_MS)).toBe(true);
    expect(due(drawsAt - 50_000, 1_000, LIVE_LATE_MS)).toBe(false);
  });

  it('when polling, then it reads on the clock: every second around a draw, slowly far from it', () => {
    const due = (serverNowMs: number, sinceReadMs: number) =>
      isBoardReadDue({ isLive: false, drawsAtIso, awaitingForMs: null, serverNowMs, sinceReadMs });
    expect(due(drawsAt - 2_000, 1_000)).toBe(true);
    expect(due(drawsAt - 3_600_000, 5_000)).toBe(false);
    expect(due(drawsAt - 3_600_000, 15_000)).toBe(true);
  });
});
