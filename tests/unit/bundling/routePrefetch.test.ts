/**
 * The client build's `window.docusaurus` (plugins/client-config/routePrefetch.ts): a linked route's files are
 * the ones Docusaurus's own prefetch would ask for, each file is asked for once, nothing is done until the
 * browser is idle, and the same routes as Docusaurus's are refused (already fetched or preloaded, a slow
 * connection).
 */
/**
 * The route table as the client build has it (plugins/client-config/routes-loader.cjs): each route's chunk names
 * in its own entry. A layout route and its page share a path, as in Docusaurus's table.
 */
const ROUTES = [
  {
    path: '/x/react-data-grid/',
    chunkNames: { __comp: 'grid-layout', __context: { plugin: 'docs-plugin' } },
    routes: [
      {
        path: '/x/react-data-grid/',
        exact: true,
        chunkNames: { __comp: 'doc-item', content: 'grid-overview' },
      },
    ],
  },
  {
    path: '/x/react-charts/',
    exact: true,
    chunkNames: { __comp: 'doc-item', content: 'charts-overview', nested: ['a', 'b'] },
  },
  { path: '/x/merged/', exact: true, chunkNames: { __comp: 'merged-away' } },
  { path: '/x/with-dash-in-path/', exact: true, chunkNames: { __comp: 'dash-page' } },
  // A route without chunk names (the catch-all's component is made otherwise): nothing to prefetch.
  { path: '/x/no-names/', exact: true },
];

jest.mock('@generated/routes', () => ({ __esModule: true, default: ROUTES }), { virtual: true });
const MAP_URL = '/x/assets/js/chunk-names.0123abcd.json';
const CHUNK_IDS = Object.fromEntries(
  ['grid-layout', 'docs-plugin', 'doc-item', 'grid-overview', 'charts-overview', 'a', 'b', 'dash-page'].map(
    (name) => [name, name],
  ),
);
/** The part of a fetch Response the prefetching reads (jsdom has no Response). */
const answer = (text: string, status = 200) =>
  Promise.resolve({ ok: status >= 200 && status < 300, json: async () => JSON.parse(text) as unknown });
let mapAnswer: () => ReturnType<typeof answer>;
const fetchMock = jest.fn((_url: string) => mapAnswer());
(globalThis as unknown as { fetch: unknown }).fetch = fetchMock;
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
  // The bundler's runtime (plugins/client-config/chunkNames.ts): the public path, a chunk's file by id (here the
  // ids are the names, for readable URLs; an id it has no file for gives `undefined`, as Rspack's does) and the
  // URL of the name → id map, which has no entry for a chunk merged into another.
  (globalThis as unknown as { __webpack_require__: unknown }).__webpack_require__ = {
    p: '/x/',
    u: (id: string) => `assets/js/${id}.${id === 'stale' ? undefined : 'js'}`,
    cnu: MAP_URL,
  };
  mapAnswer = () => answer(JSON.stringify(CHUNK_IDS));
  fetchMock.mockClear();
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
  it('finds the chunk names Docusaurus’s getChunkNamesToLoad finds: those of each route the path matches', () => {
    expect(chunkNamesOf('/x/react-data-grid/')).toEqual([
      'grid-layout',
      'docs-plugin',
      'doc-item',
      'grid-overview',
    ]);
    expect(chunkNamesOf('/x/react-charts/')).toEqual(['doc-item', 'charts-overview', 'a', 'b']);
    expect(chunkNamesOf('/x/with-dash-in-path/')).toEqual(['dash-page']);
    expect(chunkNamesOf('/x/nowhere/')).toEqual([]);
    expect(chunkNamesOf('/x/no-names/')).toEqual([]);
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

  it('fetches the name → id map once, on the first prefetch, and never before', async () => {
    const grid = docusaurus.prefetch('/x/react-data-grid/');
    expect(fetchMock).not.toHaveBeenCalled();
    idle();
    await grid;
    const charts = docusaurus.prefetch('/x/react-charts/');
    idle();
    await charts;
    expect(fetchMock.mock.calls).toEqual([[MAP_URL]]);
    expect(prefetchHelper).toHaveBeenCalledTimes(7);
  });

  it.each([
    ['an answer that is not OK', () => answer(JSON.stringify(CHUNK_IDS), 404)],
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['text that is not JSON', () => answer('<html>')],
    ['JSON null', () => answer('null')],
    ['an array', () => answer('[["grid-layout","grid-layout"]]')],
  ])('prefetches nothing, and throws nothing, when the map is %s', async (_name, answer) => {
    mapAnswer = answer;
    const grid = docusaurus.prefetch('/x/react-data-grid/');
    idle();
    await grid; // settles, never rejects
    expect(prefetchHelper).not.toHaveBeenCalled();
  });

  it('keeps only string or whole-number ids from the map, and skips ids the runtime has no file for', async () => {
    mapAnswer = () =>
      answer(
        '{"grid-layout":{"toString":"x"},"docs-plugin":12.5,"doc-item":"stale","grid-overview":7,"__proto__":"polluted"}',
      );
    const grid = docusaurus.prefetch('/x/react-data-grid/');
    idle();
    await grid;
    expect(prefetchHelper.mock.calls).toEqual([['/x/assets/js/7.js']]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
