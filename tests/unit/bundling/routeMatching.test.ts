/**
 * The client build's `matchRoutes` (plugins/client-config/routeMatching.ts) gives the same branch as
 * react-router-config's on a route table shaped like the site's (Docusaurus's: plugin routes, then the docs'
 * layout routes holding a route per page) with the site's own page paths, and on the route shapes it hands back
 * to react-router (parameters, prefix routes, options, arrays, the catch-all); and its `matchPath` (what
 * `@docusaurus/router` exports in the client build, plugins/client-config/router.ts) gives react-router's match
 * for every pathname and route, and for the other argument forms (a path string, a list, no path).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchPath as originalMatchPath } from 'react-router';
import { matchRoutes as originalMatchRoutes, type RouteConfig } from 'react-router-config';
import { matchPath, matchRoutes, renderRoutes } from '@site/plugins/client-config/routeMatching';

// The ES module file the client build's module imports, as the package's CommonJS entry (Jest hoists this).
jest.mock('react-router-config/esm/react-router-config.js', () => jest.requireActual('react-router-config'));

const docsDir = path.resolve(__dirname, '../../../docs');

/** `/x/<folder>/<page>/` for each MDX page of docs/ (`index.mdx` is its folder's path). */
function pagePaths(dir = docsDir): string[] {
  const paths: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) paths.push(...pagePaths(full));
    else if (name.endsWith('.mdx')) {
      const relative = path
        .relative(docsDir, full)
        .replace(/\.mdx$/, '')
        .split(path.sep);
      if (relative[relative.length - 1] === 'index') relative.pop();
      paths.push(`/x/${relative.join('/')}${relative.length > 0 ? '/' : ''}`);
    }
  }
  return paths;
}

const PAGES = pagePaths();

const ROUTES: RouteConfig[] = [
  { path: '/x/blog/', exact: true },
  { path: '/x/api/data-grid/data-grid/', exact: true },
  { path: '/x/api/:product/:name/', exact: true },
  { path: '/x/Case/Sensitive/', exact: true, sensitive: true },
  { path: '/x/strict/', exact: true, strict: true },
  { path: ['/x/one-of/', '/x/two-of/'], exact: true },
  { path: '/x/café/', exact: true },
  { path: '/x/files/*', exact: true },
  { path: '/', exact: true },
  {
    path: '/x/',
    routes: [
      {
        path: '/x/',
        routes: [...PAGES.map((page) => ({ path: page, exact: true })), { path: '/x/prefix/' }, {}],
      },
    ],
  },
  { path: '*' },
];

const PATHNAMES = [
  ...PAGES,
  ...PAGES.map((page) => page.slice(0, -1)),
  ...PAGES.map((page) => page.toUpperCase()),
  ...PAGES.map((page) => `${page}more/`),
  ...PAGES.map((page) => `${page}/`),
  '/',
  '',
  '/x',
  '/x/',
  '/x/blog',
  '/X/BLOG/',
  '/x/api/data-grid/data-grid/',
  '/x/api/charts/bar-chart/',
  '/x/api/charts/bar-chart',
  '/x/Case/Sensitive/',
  '/x/case/sensitive/',
  '/x/strict',
  '/x/strict/',
  '/x/two-of/',
  '/x/café/',
  '/x/CAFÉ/',
  '/x/caf%C3%A9/',
  '/x/files/a/b',
  '/x/prefix/',
  '/x/prefix/deeper/',
  '/x/unknown/',
  '/nowhere',
];

/** A branch with its routes named by their index path in ROUTES, so a failure says which route differs. */
function described(branch: ReturnType<typeof originalMatchRoutes>) {
  const where = new Map<RouteConfig, string>();
  const walk = (routes: RouteConfig[], prefix: string) =>
    routes.forEach((route, index) => {
      where.set(route, `${prefix}${index}`);
      if (route.routes) walk(route.routes, `${prefix}${index}.`);
    });
  walk(ROUTES, '');
  return branch.map(({ route, match }) => ({ route: where.get(route), match }));
}

describe('the client build’s matchRoutes', () => {
  it('matches every pathname to the same branch as react-router-config', () => {
    expect(PAGES.length).toBeGreaterThan(100);
    for (const pathname of PATHNAMES) {
      expect([pathname, described(matchRoutes(ROUTES, pathname))]).toEqual([
        pathname,
        described(originalMatchRoutes(ROUTES, pathname)),
      ]);
    }
  });

  it('answers literal exact routes without react-router (a page path matched in the docs’ layout)', () => {
    const page = PAGES[PAGES.length - 1];
    const branch = matchRoutes(ROUTES, page.toUpperCase());
    expect(branch.map(({ route }) => route.path)).toEqual(['/x/', '/x/', page]);
    expect(branch[2].match).toEqual({ path: page, url: page.toUpperCase(), isExact: true, params: {} });
  });

  it('gives react-router’s matchPath answer for every pathname and route, and for a path string or list', () => {
    const flatRoutes: RouteConfig[] = [];
    const walk = (routes: RouteConfig[]) =>
      routes.forEach((route) => {
        flatRoutes.push(route);
        if (route.routes) walk(route.routes);
      });
    walk(ROUTES);
    let literal = 0;
    const differing: unknown[] = [];
    for (const pathname of PATHNAMES) {
      for (const route of flatRoutes) {
        const expected = originalMatchPath(pathname, route);
        const actual = matchPath(pathname, route);
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          differing.push({ pathname, route, actual, expected });
        if (expected && route.exact && typeof route.path === 'string' && !route.path.includes(':'))
          literal += 1;
      }
      for (const options of [
        '/x/blog/',
        ['/x/one-of/', '/x/blog/'],
        {},
        { path: '/x/', exact: false },
      ] as const) {
        expect(matchPath(pathname, options as never)).toEqual(originalMatchPath(pathname, options as never));
      }
    }
    expect(differing.slice(0, 5)).toEqual([]);
    expect(literal).toBeGreaterThan(PAGES.length * 3);
  });

  it('hands renderRoutes through', () => {
    expect(renderRoutes).toBe(jest.requireActual('react-router-config').renderRoutes);
  });
});
