/**
 * The route progress bar with its library on demand (plugins/client-config/progressBar.ts): as theme-classic's,
 * the bar starts when a navigation to another path has taken 200 ms and ends when the route is shown; the
 * library loads only when a bar is due, and a bar whose library arrives after the route is shown never starts.
 */
const bar = { configure: jest.fn(), start: jest.fn(), done: jest.fn() };
let loadFails = false;
jest.mock('nprogress', () => {
  if (loadFails) throw new Error('offline');
  return { __esModule: true, default: bar };
});

type ProgressBarModule = typeof import('@site/plugins/client-config/progressBar');
let progress: ProgressBarModule['default'];
let delay: number;

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetModules();
  loadFails = false;
  for (const fn of Object.values(bar)) fn.mockClear();
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require('@site/plugins/client-config/progressBar') as ProgressBarModule;
    progress = loaded.default;
    delay = loaded.PROGRESS_BAR_DELAY_MS;
  });
});

afterEach(() => jest.useRealTimers());

const at = (pathname: string) => ({ pathname }) as Location;
const navigate = (from: string | null, to: string) =>
  progress.onRouteUpdate!({ location: at(to), previousLocation: from === null ? null : at(from) } as never);
/** Lets the library's dynamic import and the `then` after it run. */
const settle = async () => {
  for (let index = 0; index < 5; index += 1) await Promise.resolve();
};

it('starts the bar after 200 ms of a navigation to another path, configured as theme-classic does, and ends it when shown', async () => {
  const shown = navigate('/x/a/', '/x/b/');
  jest.advanceTimersByTime(delay - 1);
  await settle();
  expect(bar.start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  await settle();
  expect(bar.configure).toHaveBeenCalledWith({ showSpinner: false });
  expect(bar.start).toHaveBeenCalledTimes(1);
  (shown as () => void)();
  progress.onRouteDidUpdate!({} as never);
  await settle();
  expect(bar.done).toHaveBeenCalledTimes(1);
});

it('loads nothing for a first render, a hash change or a navigation faster than the delay', async () => {
  expect(navigate(null, '/x/a/')).toBeUndefined();
  expect(navigate('/x/a/', '/x/a/')).toBeUndefined();
  const shown = navigate('/x/a/', '/x/b/') as () => void;
  jest.advanceTimersByTime(delay - 50);
  shown();
  progress.onRouteDidUpdate!({} as never);
  jest.advanceTimersByTime(1000);
  await settle();
  expect(bar.configure).not.toHaveBeenCalled();
  expect(bar.start).not.toHaveBeenCalled();
  expect(bar.done).not.toHaveBeenCalled();
});

it('never starts a bar whose library arrives after the route is shown', async () => {
  const shown = navigate('/x/a/', '/x/b/') as () => void;
  jest.advanceTimersByTime(delay);
  // The route is shown before the library's import has resolved.
  shown();
  progress.onRouteDidUpdate!({} as never);
  await settle();
  expect(bar.start).not.toHaveBeenCalled();
});

it('shows no bar and throws nothing when the library cannot load', async () => {
  loadFails = true;
  const shown = navigate('/x/a/', '/x/b/') as () => void;
  jest.advanceTimersByTime(delay);
  await settle();
  shown();
  progress.onRouteDidUpdate!({} as never);
  await settle();
  expect(bar.start).not.toHaveBeenCalled();
});
