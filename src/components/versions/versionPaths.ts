import routes from '@generated/routes';
import { matchRoutes, type RouteConfig } from 'react-router-config';

/** A version's root with one trailing slash: `/x/` for the current docs, `/x/8.x/` for a cut version. */
export function versionRoot(version: { path: string }): string {
  return version.path.endsWith('/') ? version.path : `${version.path}/`;
}

/**
 * The same page in another version: `/x/8.x/react-data-grid/sorting/` read from 8.x, moved to the current
 * version, is `/x/react-data-grid/sorting/`. A path outside `from` is returned as it is.
 */
export function pathInVersion(pathname: string, from: { path: string }, to: { path: string }): string {
  const fromRoot = versionRoot(from);
  if (!pathname.startsWith(fromRoot)) return pathname;
  return versionRoot(to) + pathname.slice(fromRoot.length);
}

/**
 * Answers of `routeExists` per route table. The table never changes once built, and the footer asks for each
 * product on every page it renders: matching walks the whole table (about 500 routes), which made the footer
 * a visible part of static rendering and of every client-side navigation.
 */
const answersByTable = new WeakMap<RouteConfig[], Map<string, boolean>>();

/**
 * True when the site has a page at `pathname` (a leaf route matched exactly; the 404 catch-all does not
 * count). It reads the route table every page already ships, so links to other versions are checked without
 * shipping each version's list of docs (plugins/version-metadata drops that list from the bundle).
 */
export function routeExists(pathname: string, table: RouteConfig[] = routes): boolean {
  let answers = answersByTable.get(table);
  if (!answers) {
    answers = new Map();
    answersByTable.set(table, answers);
  }
  const known = answers.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(table, pathname);
  const last = matches[matches.length - 1];
  const exists = Boolean(last && last.match.isExact && !last.route.routes && last.route.path !== '*');
  answers.set(pathname, exists);
  return exists;
}

/**
 * Where a link to `candidates[0]` should go in a version: the first candidate that is a page of the site,
 * else the version's root.
 */
export function firstExistingPath(
  candidates: string[],
  fallback: string,
  table: RouteConfig[] = routes,
): string {
  return candidates.find((candidate) => routeExists(candidate, table)) ?? fallback;
}
