/**
 * `react-router-config` as the client build resolves it: its `renderRoutes`, and a `matchRoutes` that gives the
 * same branches with less work. react-router's `matchPath` compiles each route's path to a regular expression
 * the first time it is tried; a page load tries the routes in order until one matches (the Introduction is the
 * 348th of about 550), and so do the footer's route checks, which cost 11–19 ms of each page load unthrottled
 * in a CPU profile. Most routes are literal paths matched exactly (`/x/react-data-grid/sorting/`): for those the
 * expression is known, the path itself with an optional trailing slash, case-insensitive, and a string
 * comparison gives the same answer. Every other route (parameters, prefix routes, options) goes through
 * `matchPath` as before. tests/unit/bundling/routeMatching.test.ts compares both on the site's route table.
 */
import { matchPath as compiledMatchPath, Router, type match as Match, type RouteProps } from 'react-router';
// The package's own module by its file, which the client build's alias of `react-router-config` does not cover.
import { renderRoutes } from 'react-router-config/esm/react-router-config.js';
import type { MatchedRoute, RouteConfig } from 'react-router-config';

export { renderRoutes };

/** react-router's match of the root, for a route without a path outside any matched route (not in its types). */
const rootMatch = (pathname: string): Match =>
  (Router as unknown as { computeRootMatch: (pathname: string) => Match }).computeRootMatch(pathname);

/** Characters that path-to-regexp 1.x (react-router 5's) reads as syntax; also anything outside ASCII. */
const NOT_LITERAL = /[^\x20-\x7e]|[\\:()*?+[\]{}]/;

/**
 * The match `matchPath(pathname, route)` gives when `route` is a literal path matched exactly with the default
 * options; `undefined` when the route is anything else (the caller then asks `matchPath`).
 */
function literalMatch(pathname: string, route: RouteConfig): Match | null | undefined {
  const { path } = route;
  if (
    typeof path !== 'string' ||
    route.exact !== true ||
    route.strict === true ||
    route.sensitive === true ||
    path.length < 2 ||
    NOT_LITERAL.test(path) ||
    NOT_LITERAL.test(pathname)
  ) {
    return undefined;
  }
  const base = (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
  const asked = pathname.toLowerCase();
  if (asked !== base && asked !== `${base}/`) return null;
  return { path, url: pathname, isExact: true, params: {} };
}

/** The branch of `routes` that `pathname` matches, outermost route first, as react-router-config gives it. */
export function matchRoutes<Params extends { [K in keyof Params]?: string }>(
  routes: RouteConfig[],
  pathname: string,
  branch: Array<MatchedRoute<Params>> = [],
): Array<MatchedRoute<Params>> {
  for (const route of routes) {
    let match: Match | null;
    if (route.path) {
      const literal = literalMatch(pathname, route);
      match = literal === undefined ? compiledMatchPath(pathname, route) : literal;
    } else {
      match = branch.length > 0 ? branch[branch.length - 1].match : rootMatch(pathname);
    }
    if (!match) continue;
    branch.push({ route, match: match as Match<Params> });
    if (route.routes) matchRoutes(route.routes, pathname, branch);
    break;
  }
  return branch;
}

/**
 * react-router's `matchPath` with the same shortcut: a literal exact route is compared as a string, anything else
 * (a path given as a string or a list, parameters, prefix matching, options) is compiled as before.
 */
export function matchPath<Params extends { [K in keyof Params]?: string }>(
  pathname: string,
  options: string | string[] | RouteProps = {},
): Match<Params> | null {
  if (typeof options === 'object' && !Array.isArray(options)) {
    const literal = literalMatch(pathname, options as RouteConfig);
    if (literal !== undefined) return literal as Match<Params> | null;
  }
  return compiledMatchPath<Params>(pathname, options);
}
