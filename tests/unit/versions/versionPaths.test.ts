import type { RouteConfig } from 'react-router-config';
import {
  firstExistingPath,
  pathInVersion,
  routeExists,
  versionRoot,
} from '@site/src/components/versions/versionPaths';

const leaf = (path: string): RouteConfig => ({ path, exact: true });
/** The shape Docusaurus generates: a docs root per version with its pages nested, then the 404 catch-all. */
const ROUTES: RouteConfig[] = [
  { path: '/x/fixture', routes: [leaf('/x/fixture/introduction/'), leaf('/x/fixture/react-data-grid/')] },
  {
    path: '/x/',
    routes: [leaf('/x/introduction/'), leaf('/x/react-data-grid/'), leaf('/x/react-data-grid/sorting/')],
  },
  { path: '*' },
];

test('moves a path between versions', () => {
  const current = { path: '/x/' };
  const fixture = { path: '/x/fixture' };
  expect(versionRoot(fixture)).toBe('/x/fixture/');
  expect(pathInVersion('/x/fixture/react-data-grid/sorting/', fixture, current)).toBe(
    '/x/react-data-grid/sorting/',
  );
  expect(pathInVersion('/x/react-data-grid/', current, fixture)).toBe('/x/fixture/react-data-grid/');
  expect(pathInVersion('/elsewhere/', fixture, current)).toBe('/elsewhere/');
});

test('a route exists only for an exact page, never for a version root without a page or the 404 catch-all', () => {
  expect(routeExists('/x/react-data-grid/sorting/', ROUTES)).toBe(true);
  expect(routeExists('/x/fixture/react-data-grid/', ROUTES)).toBe(true);
  expect(routeExists('/x/fixture/react-data-grid/sorting/', ROUTES)).toBe(false);
  expect(routeExists('/x/fixture/', ROUTES)).toBe(false);
  expect(routeExists('/x/nowhere/', ROUTES)).toBe(false);
});

test('firstExistingPath picks the first page that exists, else the fallback', () => {
  expect(
    firstExistingPath(
      ['/x/fixture/react-data-grid/sorting/', '/x/fixture/react-data-grid/'],
      '/x/fixture/introduction/',
      ROUTES,
    ),
  ).toBe('/x/fixture/react-data-grid/');
  expect(firstExistingPath(['/x/fixture/react-charts/'], '/x/react-charts/', ROUTES)).toBe(
    '/x/react-charts/',
  );
});

test('a route table is matched once per path: later answers come from memory, per table', () => {
  const table: RouteConfig[] = [{ path: '/x/', routes: [leaf('/x/introduction/')] }, { path: '*' }];
  expect(routeExists('/x/introduction/', table)).toBe(true);
  // A table is never changed once built; a changed one would still give the first answer, which shows that
  // the second call did not match again.
  table[0].routes = [];
  expect(routeExists('/x/introduction/', table)).toBe(true);
  // Another table (another build, or a test's) is matched on its own.
  expect(routeExists('/x/introduction/', [{ path: '/x/', routes: [] }, { path: '*' }])).toBe(false);
});
