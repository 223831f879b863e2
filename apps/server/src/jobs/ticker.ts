/**
 * Runs `work` every `everyMs` in this instance. A run still going when the timer fires keeps the tick, so runs
 * never pile up behind a slow one; a failed run is logged and the next tick retries. Work that must run once
 * across instances makes itself safe to run twice (a lock, or idempotent writes).
 */
export function startTicker(
  name: string,
  everyMs: number,
  work: () => Promise<unknown>,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= work()
      .catch((error: unknown) => console.error(`[${name}]`, error))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
