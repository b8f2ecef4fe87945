/** Something that redraws from the time of a tick. */
type Listener = (now: number) => void;

const listeners = new Set<Listener>();
let timer: number | undefined;

/** Ticks four times a second while anything listens. */
const TICK_MS = 250;

/**
 * One clock for every countdown of the runner (the 429 banner, the rate-limit panel and its policies): a single
 * timer, and at each tick the same `now` for every listener, so two countdowns to the same moment always read the
 * same. The listener runs at once, then on every tick; the returned function stops it.
 */
export function onTick(listener: Listener): () => void {
  listeners.add(listener);
  listener(Date.now());
  if (timer === undefined) {
    timer = window.setInterval(() => {
      const now = Date.now();
      for (const l of [...listeners]) l(now);
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
