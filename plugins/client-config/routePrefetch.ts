/**
 * `window.docusaurus` as the client build provides it (Docusaurus's `lib/client/docusaurus.js`, replaced by
 * ./replace-loader.cjs): the same `prefetch` and `preload`, with the prefetching made cheap enough to stay out of
 * the page's start-up. Docusaurus's `<Link>` prefetches the route of every link that scrolls into view, and right
 * after hydration that is every link of the first screen at once. For each one, Docusaurus's own version scans
 * every route's chunk list (about 550 entries, a regular expression each) and adds a `<link rel="prefetch">` per
 * chunk, even for chunks it already asked for: 69 elements for 11 files on the date picker page, a 90–100 ms task
 * under Lighthouse's 4× CPU throttling (maintainers/performance.md, "Start-up work"). Here each matched route's chunk
 * list is read from its own entry of the route table (./routes-loader.cjs), each file is asked for once, and the work runs when the browser is idle, a few
 * routes at a time, never inside the task that hydrated the page.
 */
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch.js';
import preloadHelper from '@docusaurus/core/lib/client/preload.js';
import flat from '@docusaurus/core/lib/client/flat.js';

/**
 * The bundler's runtime: its public path, a chunk's file by id, and the URL of the chunk name → id map that
 * ./chunkNames.ts writes (`CHUNK_NAMES_URL_GLOBAL`), which only this module reads.
 */
declare const __webpack_require__: { p: string; u: (chunkId: string) => string; cnu: string };

let chunkIds: Promise<Map<string, string>> | undefined;

/**
 * The chunk name → id map, fetched once, on the first prefetch. Read as untrusted JSON: only string keys with
 * a string or number id are kept. Prefetching only speeds up later navigations, so a map that cannot be fetched
 * or read is an empty one: nothing is prefetched, and links still load their routes when followed.
 */
export function chunkIdsByName(): Promise<Map<string, string>> {
  chunkIds ??= fetch(__webpack_require__.cnu)
    .then((response) => (response.ok ? response.json() : null))
    .then((value: unknown) => {
      const map = new Map<string, string>();
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return map;
      for (const [name, id] of Object.entries(value)) {
        if (typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)))
          map.set(name, String(id));
      }
      return map;
    })
    .catch(() => new Map<string, string>());
  return chunkIds;
}

const fetched = new Set<string>();
const loaded = new Set<string>();
const requestedFiles = new Set<string>();

// Same test as Docusaurus's: nothing is fetched ahead on a slow or data-saving connection.
const isSlowConnection = () =>
  Boolean(navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData);
const canPrefetch = (routePath: string) =>
  !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

/** A route of the table as ./routes-loader.cjs writes it: its chunk names in its own entry. */
type RouteWithChunkNames = { chunkNames?: Parameters<typeof flat>[0] };

/**
 * The chunk names of the routes a path matches, in the order Docusaurus's `getChunkNamesToLoad` gives them for
 * each route: its chunk names flattened, each route of the branch from the outermost.
 */
export function chunkNamesOf(routePath: string): string[] {
  return matchRoutes(routes, routePath).flatMap(({ route }) => {
    const { chunkNames } = route as RouteWithChunkNames;
    return chunkNames ? (Object.values(flat(chunkNames)) as string[]) : [];
  });
}

interface Pending {
  routePath: string;
  resolve: () => void;
}
const queue: Pending[] = [];
let scheduled = false;

type IdleDeadlineLike = { timeRemaining: () => number };
const whenIdle: (work: (deadline: IdleDeadlineLike) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (work) => requestIdleCallback(work, { timeout: 3000 })
    : (work) => setTimeout(() => work({ timeRemaining: () => 5 }), 50);

async function prefetchNow(routePath: string): Promise<unknown> {
  const chunkNames = chunkNamesOf(routePath);
  const ids = await chunkIdsByName();
  const files: Array<Promise<void>> = [];
  for (const chunkName of chunkNames) {
    // A chunk the bundler merged into another has no file of its own, nor an entry in the map.
    const id = ids.get(chunkName);
    if (id === undefined) continue;
    const file = __webpack_require__.p + __webpack_require__.u(id);
    // An id the runtime has no file for (a map from another build) gives a `….undefined.js` name.
    if (file.includes('undefined') || requestedFiles.has(file)) continue;
    requestedFiles.add(file);
    files.push(prefetchHelper(file));
  }
  return Promise.all(files);
}

function drain(deadline: IdleDeadlineLike): void {
  // At least one route per idle period, so a busy page still gets its prefetches in the end.
  do {
    const next = queue.shift();
    if (!next) break;
    prefetchNow(next.routePath).then(next.resolve, next.resolve);
  } while (deadline.timeRemaining() > 4);
  if (queue.length > 0) whenIdle(drain);
  else scheduled = false;
}

function prefetch(routePath: string): false | Promise<void> {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  return new Promise<void>((resolve) => {
    queue.push({ routePath, resolve });
    if (!scheduled) {
      scheduled = true;
      whenIdle(drain);
    }
  });
}

function preload(routePath: string): false | Promise<unknown> {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

const docusaurus = { prefetch, preload };

// Mounted on `window` as Docusaurus mounts its own; frozen the same way.
export default Object.freeze(docusaurus);
