import { IDLE_FALLBACK_MS, whenIdle } from '@site/src/browser/idle';

/** A window whose idle callbacks and load event the test drives. */
function fakeWindow(readyState: DocumentReadyState, withIdleCallback = true) {
  const idle = new Map<number, IdleRequestCallback>();
  const listeners = new Set<() => void>();
  let next = 1;
  const timeouts: number[] = [];
  const win = {
    document: { readyState },
    setTimeout: (callback: () => void, ms: number) => {
      timeouts.push(ms);
      return window.setTimeout(callback, ms);
    },
    clearTimeout: (handle: number) => window.clearTimeout(handle),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.delete(listener);
    },
    ...(withIdleCallback && {
      requestIdleCallback: (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
        expect(options).toEqual({ timeout: expect.any(Number) });
        idle.set(next, callback);
        return next++;
      },
      cancelIdleCallback: (handle: number) => idle.delete(handle),
    }),
  } as unknown as Window;
  return {
    win,
    timeouts,
    pendingIdle: () => idle.size,
    runIdle: () => {
      const callbacks = [...idle.values()];
      idle.clear();
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 10 });
    },
    fireLoad: () => [...listeners].forEach((listener) => listener()),
    loadListeners: () => listeners.size,
  };
}

describe('whenIdle', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the work in an idle callback, not before, and not after it was cancelled', () => {
    const fake = fakeWindow('complete');
    const work = jest.fn();
    whenIdle(fake.win, work);
    expect(work).not.toHaveBeenCalled();
    fake.runIdle();
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    const cancel = whenIdle(fake.win, cancelled);
    cancel();
    expect(fake.pendingIdle()).toBe(0);
    fake.runIdle();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('falls back to a short timeout without requestIdleCallback', () => {
    jest.useFakeTimers();
    const fake = fakeWindow('complete', false);
    const work = jest.fn();
    whenIdle(fake.win, work);
    expect(fake.timeouts).toEqual([IDLE_FALLBACK_MS]);
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
