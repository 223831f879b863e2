import {
  LIVE_EVENT_SCHEMAS,
  LOTTERY_LIVE_PATHS,
  type TLiveEvent,
  type TLiveEventName,
} from '../../../src/service/api/lottery-live-contract.ts';

/**
 * The lottery's live stream in the page (decision 036): one EventSource for every game, events checked
 * against the contract. EventSource retries a dropped stream by itself; when the service refuses it
 * (too many streams, an old proxy) it stops for good, so this reconnects with a growing back-off. After
 * a few failures in a row the page is told to poll instead (`polling`), and still tries again now and then.
 */
export type TLiveStatus = 'connecting' | 'live' | 'polling';

export type TLiveHandlers = {
  onEvent: (event: TLiveEvent) => void;
  onStatus: (status: TLiveStatus) => void;
  /** The stream (re)opened: anything sent while it was down was missed, so read again. */
  onReconnected: () => void;
};

/** The part of EventSource used here: tests pass a fake. */
export type TEventSourceLike = {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener: (name: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
};
export type TEventSourceFactory = (url: string) => TEventSourceLike;

/** Waits after the n-th failure in a row; the last one repeats. */
export const LIVE_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** Failures in a row before the page falls back to polling. */
export const FAILURES_BEFORE_POLLING = 2;
const CLOSED = 2;

export function connectLotteryLive(
  handlers: TLiveHandlers,
  options: { create?: TEventSourceFactory; schedule?: (work: () => void, ms: number) => () => void } = {},
): { close: () => void } {
  const create = options.create ?? ((url: string) => new EventSource(url) as TEventSourceLike);
  const schedule =
    options.schedule ??
    ((work: () => void, ms: number) => {
      const timer = setTimeout(work, ms);
      return () => clearTimeout(timer);
    });
  let source: TEventSourceLike | null = null;
  let failures = 0;
  let hasOpened = false;
  let cancelRetry: (() => void) | null = null;
  let isClosed = false;

  const open = () => {
    cancelRetry = null;
    if (isClosed) return;
    const current = create(LOTTERY_LIVE_PATHS.live);
    source = current;
    current.onopen = () => {
      failures = 0;
      handlers.onStatus('live');
      // The first opening follows the board the page just read; any later one may have missed events.
      if (hasOpened) handlers.onReconnected();
      hasOpened = true;
    };
    current.onerror = () => {
      failures += 1;
      if (failures >= FAILURES_BEFORE_POLLING) handlers.onStatus('polling');
      // A stream that dropped is retried by the browser; one that was refused is closed: retry it here.
      if (current.readyState === CLOSED) {
        current.close();
        const delay = LIVE_BACKOFF_MS[Math.min(failures - 1, LIVE_BACKOFF_MS.length - 1)]!;
        cancelRetry = schedule(open, delay);
      }
    };
    for (const name of Object.keys(LIVE_EVENT_SCHEMAS) as TLiveEventName[]) {
      current.addEventListener(name, (message) => dispatch(name, message.data, handlers));
    }
  };
  handlers.onStatus('connecting');
  open();
  return {
    close: () => {
      isClosed = true;
      cancelRetry?.();
      source?.close();
    },
  };
}

function dispatch(name: TLiveEventName, text: string, handlers: TLiveHandlers): void {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return;
  }
  const parsed = LIVE_EVENT_SCHEMAS[name].safeParse(json);
  if (!parsed.success) {
    console.error('house live: event does not match the contract', name, parsed.error);
    return;
  }
  handlers.onEvent({ name, data: parsed.data } as TLiveEvent);
}
