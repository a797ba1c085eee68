/**
 * Chunk scripts a few per task (plugins/client-config/scriptQueue.ts): the runtime's loader is called for every
 * script, in the order asked, at most `perTask` times per task.
 */
import { spreadScriptInsertions, type LoadScript } from '@site/plugins/client-config/scriptQueue';

/** A fake sequence of tasks: `nextTask` resolves when the test ends the current one. */
function tasks() {
  let current = 0;
  let waiting: Array<() => void> = [];
  return {
    get current() {
      return current;
    },
    nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
    /** Ends the current task: the continuations queued for the next one run, with their microtasks. */
    async end() {
      current += 1;
      const due = waiting;
      waiting = [];
      for (const resolve of due) resolve();
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
    pending: () => waiting.length,
  };
}

describe('spreadScriptInsertions', () => {
  it('inserts the first few at once and the rest a few per later task, in order', async () => {
    const clock = tasks();
    const calls: string[] = [];
    const load: LoadScript = (url) => calls.push(`${clock.current}:${url}`);
    const spread = spreadScriptInsertions(load, 4, clock.nextTask);
    const done = () => {};
    for (let i = 1; i <= 10; i += 1) spread(`/x/assets/js/${i}.js`, done, `chunk-${i}`, i);
    expect(calls).toEqual([
      '0:/x/assets/js/1.js',
      '0:/x/assets/js/2.js',
      '0:/x/assets/js/3.js',
      '0:/x/assets/js/4.js',
    ]);
    await clock.end();
    expect(calls.slice(4)).toEqual([
      '1:/x/assets/js/5.js',
      '1:/x/assets/js/6.js',
      '1:/x/assets/js/7.js',
      '1:/x/assets/js/8.js',
    ]);
    await clock.end();
    expect(calls.slice(8)).toEqual(['2:/x/assets/js/9.js', '2:/x/assets/js/10.js']);
    // Nothing left: no more tasks asked for once the count renews.
    await clock.end();
    expect(clock.pending()).toBe(0);
    expect(calls).toHaveLength(10);
  });

  it('passes every argument through, and counts a new task from its first insertion', async () => {
    const clock = tasks();
    const load = jest.fn<void, Parameters<LoadScript>>();
    const spread = spreadScriptInsertions(load, 2, clock.nextTask);
    const done = jest.fn();
    spread('/a.js', done, 'chunk-a', 'a');
    expect(load).toHaveBeenLastCalledWith('/a.js', done, 'chunk-a', 'a');
    await clock.end();
    // A later task starts with the whole count again.
    spread('/b.js', done, 'chunk-b', 'b');
    spread('/c.js', done, 'chunk-c', 'c');
    spread('/d.js', done, 'chunk-d', 'd');
    expect(load.mock.calls.map(([url]) => url)).toEqual(['/a.js', '/b.js', '/c.js']);
    await clock.end();
    expect(load.mock.calls.map(([url]) => url)).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
  });

  it('goes on with the scripts behind one whose insertion throws, and reports the error uncaught', async () => {
    jest.useFakeTimers();
    try {
      const clock = tasks();
      const calls: string[] = [];
      const spread = spreadScriptInsertions(
        (url) => {
          if (url === '/bad.js') throw new Error('no head');
          calls.push(url);
        },
        1,
        clock.nextTask,
      );
      spread('/bad.js', () => {});
      spread('/good.js', () => {});
      await clock.end();
      expect(calls).toEqual(['/good.js']);
      expect(() => jest.runOnlyPendingTimers()).toThrow('no head');
    } finally {
      jest.useRealTimers();
    }
  });
});
