/**
 * The routes of the site while `npm start` runs, shared between the Docusaurus plugin that learns them
 * (`index.ts`, after every content load) and the remark plugin that checks a page's links (`remark.ts`). The two
 * are loaded as separate module instances (a plugin path in the config, an import in the config), hence a
 * process-wide slot rather than a module variable. Empty during builds: the build's own link checker runs then.
 */
const KEY = Symbol.for('mui-x-docs.dev-link-check.routes');

export interface KnownRoutes {
  baseUrl: string;
  routes: ReadonlySet<string>;
}

type Slot = { [KEY]?: KnownRoutes };

export function setKnownRoutes(known: KnownRoutes | undefined): void {
  (globalThis as Slot)[KEY] = known;
}

export function knownRoutes(): KnownRoutes | undefined {
  return (globalThis as Slot)[KEY];
}
