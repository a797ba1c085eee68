import type { Clock } from '../../../src/ads/clock';

/** A manual clock: timers run only when the test advances time, in due order. */
export class FakeClock implements Clock {
  now = 0;
  private nextId = 1;
  private timers = new Map<number, { at: number; callback: () => void }>();

  setTimeout = (callback: () => void, ms: number): number => {
    const id = this.nextId++;
    this.timers.set(id, { at: this.now + ms, callback });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.timers.delete(handle as number);
  };

  get pending(): number {
    return this.timers.size;
  }

  /** Moves time forward, running every timer that falls due (including ones scheduled meanwhile). */
  advance(ms: number): void {
    const target = this.now + ms;
    for (;;) {
      let dueId: number | null = null;
      let dueAt = Infinity;
      for (const [id, timer] of this.timers) {
        if (timer.at <= target && timer.at < dueAt) {
          dueId = id;
          dueAt = timer.at;
        }
      }
      if (dueId === null) {
        break;
      }
      const timer = this.timers.get(dueId)!;
      this.timers.delete(dueId);
      this.now = timer.at;
      timer.callback();
    }
    this.now = target;
  }
}

/** A random source that plays back the given values, then repeats the last one. */
export function sequence(...values: number[]): () => number {
  let index = 0;
  return () => {
    const value = values[Math.min(index, values.length - 1)];
    index += 1;
    return value;
  };
}
