/**
 * The resource queries the `?demo` loader answers (loader.cjs), shared by the plugin, the remark plugin and
 * the transform: their names, and how a group of demos is written into them and read back.
 */

/** A demo's module scope: the map of the modules it imports (see demoScopeModuleCode). */
export const DEMO_SCOPE_QUERY = '?demo-scope';

/** The entry of a demo's chunk: component, scope and runtime stylesheet (see demoChunkModuleCode). */
export const DEMO_CHUNK_QUERY = '?demo-chunk';

/**
 * The entry of a group's chunk: the demos of one page that load together (see demoGroupModuleCode), as
 * `./First.tsx?demo-group=<paths relative to First.tsx's folder, each URI-encoded, comma-separated>`.
 */
export const DEMO_GROUP_QUERY = '?demo-group=';

/**
 * The one module that imports a group's chunk (`./First.tsx?demo-group-load=<same list>`), which the group's
 * demos import statically: webpack makes a chunk for each `import()` call, so an `import()` in each demo's
 * module gave the group's chunk several copies.
 */
export const DEMO_GROUP_LOAD_QUERY = '?demo-group-load=';

/**
 * `./X.tsx?demo` (sources + loader; `?demo&group=…&key=…` when its component loads with a group),
 * `./X.tsx?demo-scope`, `./X.tsx?demo-chunk`, `./X.tsx?demo-group=…` and `./X.tsx?demo-group-load=…`.
 */
export const DEMO_RESOURCE_QUERY =
  /^\?demo(?:-scope|-chunk|-group=.+|-group-load=.+|&group=[^&]+&key=[^&]+)?$/;

/**
 * Where a demo's component loads from when it shares a chunk with other demos of its page (remark.ts,
 * `groupDemoFiles`): webpack's runtime, which every page loads, lists each async chunk's file name, so one
 * chunk per demo made every page's JavaScript grow with the number of demos on the whole site.
 */
export interface DemoGroupRef {
  /** The group module's request, relative to the demo file's folder (`./First.tsx?demo-group=…`). */
  request: string;
  /** The demo's key in the group module: its path relative to the group's first file's folder. */
  key: string;
}

const DEMO_FILE_REQUEST = /^\.\.?\/(?:[\w.-]+\/)*[\w.-]+\.[jt]sx?$/;

/** The query of a group module for files given relative to the first file's folder (`./A.tsx`, `../B.tsx`). */
export function demoGroupQuery(entries: string[]): string {
  return DEMO_GROUP_QUERY + entries.map((entry) => encodeURIComponent(entry)).join(',');
}

/**
 * The files of a group module's query, checked: each a relative path to a `.tsx`, `.ts`, `.jsx` or `.js`
 * file, with no query of its own. Throws a message naming the bad entry.
 */
export function parseDemoGroupQuery(query: string, prefix = DEMO_GROUP_QUERY): string[] {
  if (!query.startsWith(prefix)) throw new Error(`not a demo group query: ${query}`);
  const entries = query
    .slice(prefix.length)
    .split(',')
    .map((entry) => decodeURIComponent(entry));
  for (const entry of entries) {
    if (!DEMO_FILE_REQUEST.test(entry)) throw new Error(`a demo group lists "${entry}", not a demo file`);
  }
  if (new Set(entries).size !== entries.length) throw new Error('a demo group lists a file twice');
  return entries;
}

/** The `?demo` query of a demo whose component loads with a group. */
export function demoQueryWithGroup(group: DemoGroupRef): string {
  return `?demo&group=${encodeURIComponent(group.request)}&key=${encodeURIComponent(group.key)}`;
}

/**
 * The group a `?demo` query names, or null for a demo that loads its own chunk (`?demo`, or no query: the
 * loader run on a file directly, as the unit tests do).
 */
export function groupOfDemoQuery(query: string): DemoGroupRef | null {
  if (query === '?demo' || query === '') return null;
  const params = new URLSearchParams(query.slice(1));
  const request = params.get('group');
  const key = params.get('key');
  if (!params.has('demo') || !request || !key || !request.includes(DEMO_GROUP_QUERY)) {
    throw new Error(`not a demo query: ${query}`);
  }
  const entries = parseDemoGroupQuery(request.slice(request.indexOf(DEMO_GROUP_QUERY)));
  if (!entries.includes(key)) throw new Error(`the demo group of ${query} does not list "${key}"`);
  return { request, key };
}

/** The request of a group's load module (DEMO_GROUP_LOAD_QUERY) for the request of its group module. */
export function groupLoadRequest(groupRequest: string): string {
  return groupRequest.replace(DEMO_GROUP_QUERY, DEMO_GROUP_LOAD_QUERY);
}
