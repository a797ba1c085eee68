/**
 * @jest-environment node
 *
 * The API pages as routes of the docs plugin's tree (plugins/api-docs/routes.ts): where they go, what
 * their data module says, and which sidebar each gets.
 */
import type { RouteConfig } from '@docusaurus/types';
import {
  API_PAGE_COMPONENT,
  API_ROWS_QUERY,
  routeDataModule,
  routePage,
  sidebarLinking,
  withApiRoutes,
} from '@site/plugins/api-docs/routes';
import type { ApiPageEntry } from '@site/plugins/api-docs/pages';

const DOC_ROOT = '@theme/DocRoot';

/** The docs plugin's tree: root, version, DocRoot with its doc routes (and a tags route beside it). */
function docsTree(versionPath: string): RouteConfig {
  return {
    path: '/x/',
    exact: false,
    component: '@theme/DocsRoot',
    routes: [
      {
        path: versionPath,
        exact: false,
        component: '@theme/DocVersionRoot',
        routes: [
          {
            path: versionPath,
            exact: false,
            component: DOC_ROOT,
            routes: [{ path: `${versionPath}intro/`, exact: true, component: '@theme/DocItem' }],
          },
          { path: `${versionPath}tags/`, exact: true, component: '@theme/DocTagsListPage' },
        ],
      },
    ],
  };
}

const apiRoute = (path: string): RouteConfig => ({ path, exact: true, component: API_PAGE_COMPONENT });

describe('withApiRoutes', () => {
  it("appends a version's API routes to its DocRoot, after the docs, and nowhere else", () => {
    const tree = withApiRoutes(
      docsTree('/x/'),
      [{ versionPath: '/x/', routes: [apiRoute('/x/api/data-grid/data-grid/')] }],
      DOC_ROOT,
    );
    const version = tree.routes![0];
    const docRoot = version.routes![0];
    expect(docRoot.routes!.map((route) => route.path)).toEqual(['/x/intro/', '/x/api/data-grid/data-grid/']);
    expect(version.routes![1].routes).toBeUndefined();
  });

  it("matches a cut version's path with or without its trailing slash", () => {
    const tree = withApiRoutes(
      docsTree('/x/8.x'),
      [{ versionPath: '/x/8.x/', routes: [apiRoute('/x/8.x/api/data-grid/')] }],
      DOC_ROOT,
    );
    expect(tree.routes![0].routes![0].routes!.map((route) => route.path)).toContain('/x/8.x/api/data-grid/');
  });

  it('fails loudly when no DocRoot holds a version that has API pages (the pages would be lost)', () => {
    expect(() =>
      withApiRoutes(
        docsTree('/x/'),
        [{ versionPath: '/x/9.x/', routes: [apiRoute('/x/9.x/api/')] }],
        DOC_ROOT,
      ),
    ).toThrow(/no docs root route for the version path\(s\) \/x\/9\.x/);
    // A version without API pages needs no DocRoot.
    expect(() =>
      withApiRoutes(docsTree('/x/'), [{ versionPath: '/x/9.x/', routes: [] }], DOC_ROOT),
    ).not.toThrow();
  });
});

describe('routePage', () => {
  const entry = {
    file: 'data-grid/data-grid',
    path: '/api/data-grid/data-grid/',
    title: 'DataGrid API',
    description: 'The props of the DataGrid.',
    data: { kind: 'component', product: 'data-grid' },
  } as unknown as ApiPageEntry;

  it("gives the page a doc-like id and its address under the version's path", () => {
    expect(routePage(entry, '/x/', 'current')).toMatchObject({
      id: 'api/data-grid/data-grid',
      permalink: '/x/api/data-grid/data-grid/',
      version: 'current',
      title: 'DataGrid API',
    });
    expect(routePage(entry, '/x/8.x', '8.x').permalink).toBe('/x/8.x/api/data-grid/data-grid/');
  });
});

describe('sidebarLinking', () => {
  it('names the sidebar holding a link to the page, however deep, and none when no sidebar does', () => {
    const sidebars = {
      other: [{ type: 'link', href: '/x/elsewhere/' }],
      docs: [
        {
          type: 'category',
          items: [{ type: 'category', items: [{ type: 'link', href: '/x/api/data-grid/data-grid/' }] }],
        },
      ],
    };
    expect(sidebarLinking(sidebars, '/x/api/data-grid/data-grid/')).toBe('docs');
    expect(sidebarLinking(sidebars, '/x/api/charts/bar-chart/')).toBeUndefined();
  });
});

describe('routeDataModule', () => {
  /** Runs the generated module with its two imports given, in a page that has hydrated or not. */
  function run(source: string, rows: unknown, hydrated: boolean) {
    const body = source.replace(/^import \w+ from .*;$/gm, '').replace('export default', 'return');
    const fetch = jest.fn(() => Promise.resolve());
    const document = { documentElement: { getAttribute: () => (hydrated ? 'true' : null) } };
    // eslint-disable-next-line no-new-func -- the module the plugin generates, run as it is
    const evaluate = new Function('page', 'rows', 'document', 'fetch', body) as (
      ...args: unknown[]
    ) => unknown;
    return { value: evaluate({ title: 'DataGrid API' }, rows, document, fetch), fetch };
  }

  it('joins the page and its rows file, marked for the browser bundle to emit as an asset', () => {
    const source = routeDataModule('data-grid.page.json', 'data-grid.rows.json');
    expect(source).toContain(`import page from "./data-grid.page.json";`);
    expect(source).toContain(`import rows from "./data-grid.rows.json?${API_ROWS_QUERY}";`);
    expect(run(source, { props: [] }, true).value).toEqual({ title: 'DataGrid API', rows: { props: [] } });
  });

  it("warms the rows' download on a later page's intent only, never on the first page or the server", () => {
    const source = routeDataModule('data-grid.page.json', 'data-grid.rows.json');
    const later = run(source, '/x/assets/api-rows/data-grid.rows.0123abcd.json', true);
    expect(later.fetch).toHaveBeenCalledWith('/x/assets/api-rows/data-grid.rows.0123abcd.json', {
      credentials: 'same-origin',
    });
    expect(
      run(source, '/x/assets/api-rows/data-grid.rows.0123abcd.json', false).fetch,
    ).not.toHaveBeenCalled();
    // The server bundle gets the rows as data: no document to read.
    expect(run(source, { props: [] }, true).fetch).not.toHaveBeenCalled();
  });

  it('gives an index page no rows', () => {
    const source = routeDataModule('data-grid.page.json', null);
    expect(source).not.toContain('rows.json');
    expect(run(source, undefined, true).value).toEqual({ title: 'DataGrid API', rows: null });
  });
});
