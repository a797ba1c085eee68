/**
 * The client build's `window.docusaurus` (plugins/client-config/routePrefetch.ts): a linked route's files are
 * the ones Docusaurus's own prefetch would ask for, each file is asked for once, nothing is done until the
 * browser is idle, and the same routes as Docusaurus's are refused (already fetched or preloaded, a slow
 * connection).
 */
const CHUNK_NAMES = {
  // Two registrations of one path (a layout route and its page share a path in Docusaurus's table).
  '/x/react-data-grid/-3a1': { __comp: 'grid-layout', __context: { plugin: 'docs-plugin' } },
  '/x/react-data-grid/-9f0': { __comp: 'doc-item', content: 'grid-overview' },
  '/x/react-charts/-c2e': { __comp: 'doc-item', content: 'charts-overview', nested: ['a', 'b'] },
  '/x/merged/-111': { __comp: 'merged-away' },
  '/x/with-dash-in-path/-77a': { __comp: 'dash-page' },
};

jest.mock('@generated/routesChunkNames', () => CHUNK_NAMES, { virtual: true });
jest.mock(
  '@generated/routes',
  () => ({
    __esModule: true,
    default: ['/x/react-data-grid/', '/x/react-charts/', '/x/merged/', '/x/with-dash-in-path/'].map(
      (path) => ({
        path,
        exact: true,
      }),
    ),
  }),
  { virtual: true },
);
const prefetchHelper = jest.fn((_url: string) => Promise.resolve());
const preloadHelper = jest.fn((_path: string) => Promise.resolve([]));
jest.mock('@docusaurus/core/lib/client/prefetch.js', () => ({ __esModule: true, default: prefetchHelper }));
jest.mock('@docusaurus/core/lib/client/preload.js', () => ({ __esModule: true, default: preloadHelper }));

type Docusaurus = (typeof import('@site/plugins/client-config/routePrefetch'))['default'];

let idleWork: Array<(deadline: { timeRemaining: () => number }) => void> = [];
let docusaurus: Docusaurus;
let chunkNamesOf: (path: string) => string[];

beforeEach(() => {
  jest.resetModules();
  prefetchHelper.mockClear();
  preloadHelper.mockClear();
  idleWork = [];
  (globalThis as unknown as { requestIdleCallback: unknown }).requestIdleCallback = (
    work: (deadline: { timeRemaining: () => number }) => void,
  ) => idleWork.push(work);
  // Docusaurus's ChunkAssetPlugin: a chunk's URL by name; a merged chunk has none.
  (globalThis as unknown as { __webpack_require__: unknown }).__webpack_require__ = {
    gca: (name: string) => (name === 'merged-away' ? undefined : `/x/assets/js/${name}.js`),
  };
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  jest.isolateModules(() => {
    // A fresh module per test: its sets of fetched routes and files start empty.
    type RoutePrefetch = typeof import('@site/plugins/client-config/routePrefetch');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require('@site/plugins/client-config/routePrefetch') as RoutePrefetch;
    docusaurus = loaded.default;
    chunkNamesOf = loaded.chunkNamesOf;
  });
});

/** Runs the idle callbacks queued so far, each with `remaining` ms of idle time. */
function idle(remaining = 50) {
  const work = idleWork;
  idleWork = [];
  for (const run of work) run({ timeRemaining: () => remaining });
}

describe('the client build’s route prefetching', () => {
  it('finds the chunk names Docusaurus’s getChunkNamesToLoad finds: every key of the path, minus its hash', () => {
    expect(chunkNamesOf('/x/react-data-grid/')).toEqual([
      'grid-layout',
      'docs-plugin',
      'doc-item',
      'grid-overview',
    ]);
    expect(chunkNamesOf('/x/react-charts/')).toEqual(['doc-item', 'charts-overview', 'a', 'b']);
    expect(chunkNamesOf('/x/with-dash-in-path/')).toEqual(['dash-page']);
    expect(chunkNamesOf('/x/nowhere/')).toEqual([]);
  });

  it('waits for an idle moment, then asks for each file once across routes', async () => {
    const grid = docusaurus.prefetch('/x/react-data-grid/');
    const charts = docusaurus.prefetch('/x/react-charts/');
    expect(grid).toBeInstanceOf(Promise);
    expect(prefetchHelper).not.toHaveBeenCalled();
    idle();
    await Promise.all([grid, charts]);
    expect(prefetchHelper.mock.calls.map(([url]) => url)).toEqual([
      '/x/assets/js/grid-layout.js',
      '/x/assets/js/docs-plugin.js',
      '/x/assets/js/doc-item.js',
      '/x/assets/js/grid-overview.js',
      '/x/assets/js/charts-overview.js',
      '/x/assets/js/a.js',
      '/x/assets/js/b.js',
    ]);
  });

  it('does one route per idle moment when the browser has little time, and goes on at the next', async () => {
    const grid = docusaurus.prefetch('/x/react-data-grid/');
    const charts = docusaurus.prefetch('/x/react-charts/');
    idle(1);
    await grid;
    expect(prefetchHelper).toHaveBeenCalledTimes(4);
    expect(idleWork).toHaveLength(1);
    idle(1);
    await charts;
    expect(prefetchHelper).toHaveBeenCalledTimes(7);
    expect(idleWork).toHaveLength(0);
  });

  it('refuses a route already prefetched or preloaded, skips merged chunks, and fetches nothing ahead on a slow connection', async () => {
    const merged = docusaurus.prefetch('/x/merged/');
    idle();
    await merged;
    expect(prefetchHelper).not.toHaveBeenCalled();
    expect(docusaurus.prefetch('/x/merged/')).toBe(false);
    expect(docusaurus.preload('/x/react-charts/')).toBeInstanceOf(Promise);
    expect(preloadHelper).toHaveBeenCalledWith('/x/react-charts/');
    expect(docusaurus.preload('/x/react-charts/')).toBe(false);
    expect(docusaurus.prefetch('/x/react-charts/')).toBe(false);
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: 'slow-2g', saveData: false },
      configurable: true,
    });
    expect(docusaurus.prefetch('/x/react-data-grid/')).toBe(false);
    expect(docusaurus.preload('/x/react-data-grid/')).toBe(false);
    expect(Object.isFrozen(docusaurus)).toBe(true);
  });
});
