/**
 * Whether `npm start`'s client bundler is compiling (README "While you write", maintainers/performance.md). An
 * edit of a page sets off two things at once: the bundler's rebuild, which brings the edit to the screen, and
 * Docusaurus's reload of the docs plugin (reading every page's front matter again, the routes, the metadata),
 * which a text edit does not need on screen. Both run JavaScript on the one main thread, so the reload used to
 * delay the rebuild. `BundlerActivityPlugin` records the rebuilds and `bundlerSettled()` lets the reload
 * (`plugins/api-docs`) start once the rebuild that the same save set off is done. A process-wide slot: the
 * bundler plugin and the docs plugin are loaded as separate module instances. Unset in builds.
 */
const KEY = Symbol.for('mui-x-docs.bundler-activity');

interface Activity {
  busy: boolean;
  waiters: Set<() => void>;
}

type Slot = { [KEY]?: Activity };

function activity(create: boolean): Activity | undefined {
  const slot = globalThis as Slot;
  if (create) slot[KEY] ??= { busy: false, waiters: new Set() };
  return slot[KEY];
}

/** The parts of Rspack's (and webpack's) compiler this uses. */
interface CompilerLike {
  hooks: Record<
    'invalid' | 'watchRun' | 'done' | 'failed' | 'watchClose',
    { tap(name: string, fn: () => void): void }
  >;
}

const NAME = 'mui-x-docs-bundler-activity';

/** Records when the watching client compiler is busy (from a file change to its `done`). */
export class BundlerActivityPlugin {
  apply(compiler: CompilerLike): void {
    const state = activity(true)!;
    const busy = () => {
      state.busy = true;
    };
    const idle = () => {
      state.busy = false;
      for (const waiter of [...state.waiters]) waiter();
    };
    compiler.hooks.invalid.tap(NAME, busy);
    compiler.hooks.watchRun.tap(NAME, busy);
    compiler.hooks.done.tap(NAME, idle);
    compiler.hooks.failed.tap(NAME, idle);
    compiler.hooks.watchClose.tap(NAME, idle);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the bundler is idle: at once without a dev bundler (builds, the first load of `npm start`);
 * otherwise after `graceMs` (for the bundler's watcher to see the same change) and, if it is compiling then,
 * when it is done (at most `maxMs`) and `downloadMs` more, the time the browser takes to fetch the hot update
 * from this same process once the dev server has announced it.
 */
export async function bundlerSettled({
  graceMs = 150,
  maxMs = 10_000,
  downloadMs = 300,
} = {}): Promise<void> {
  const state = activity(false);
  if (!state) return;
  await sleep(graceMs);
  if (!state.busy) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      state.waiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    state.waiters.add(done);
  });
  await sleep(downloadMs);
}
