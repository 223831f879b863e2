/**
 * Runs `fn` at most once per `waitMs`: the first call at once, later calls inside the window collapse
 * into one trailing call at its end (seed 000 §9: infinite scroll throttle 200 ms).
 */
export function throttle(fn: () => void, waitMs: number): { run: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  return {
    run() {
      const wait = last + waitMs - Date.now();
      if (wait <= 0 && timer === undefined) fire();
      else if (timer === undefined) timer = setTimeout(fire, Math.max(wait, 0));
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
