import { apiPageEntries, componentSummary, linkMapFor, referencedNames } from '@site/plugins/api-docs/pages';
import {
  apiReferenceGroup,
  apiSidebarGroups,
  loadApiSidebarGroups,
  withApiReference,
} from '@site/plugins/api-docs/sidebar';
import { validatePageTree } from '@site/plugins/page-tree/validate';
import { pages } from '@site/src/data/pages';
import { collectPagePaths, toSidebarItems } from '@site/src/pageTree/toSidebar';
import type { ApiComponent, ApiModel } from '@site/src/api/types';
import { EXTRACTION_TIMEOUT, realApi } from './realModel';

const component = (overrides: Partial<ApiComponent>): ApiComponent => ({
  kind: 'component',
  name: 'DataGrid',
  exportName: 'DataGrid',
  product: 'data-grid',
  slug: 'data-grid',
  packageName: '@mui/x-data-grid',
  description: '',
  imports: [],
  props: [],
  slots: [],
  classes: [],
  ...overrides,
});

const tinyModel: ApiModel = {
  components: [
    component({
      props: [
        {
          name: 'columns',
          type: 'GridColDef[]',
          required: true,
          description: 'Columns, see [[GridColDef]] and [[Unknown]].',
        },
      ],
    }),
    component({
      name: 'DataGridPro',
      exportName: 'DataGridPro',
      slug: 'data-grid-pro',
      plan: 'pro',
      packageName: '@mui/x-data-grid-pro',
    }),
    component({
      name: 'SankeyChart',
      exportName: 'Unstable_SankeyChart',
      product: 'charts',
      slug: 'sankey-chart',
      plan: 'pro',
      unstable: true,
    }),
  ],
  interfaces: [
    {
      kind: 'interface',
      name: 'GridColDef',
      product: 'data-grid',
      slug: 'grid-col-def',
      packageName: '@mui/x-data-grid',
      description: '',
      imports: [],
      properties: [],
    },
  ],
  exports: [],
};

describe('API pages as data', () => {
  const entries = apiPageEntries({
    model: tinyModel,
    demos: new Map([['DataGrid', [{ title: 'Sorting', href: '/react-data-grid/sorting/' }]]]),
  });
  const byFile = new Map(entries.map((entry) => [entry.file, entry]));

  it('makes a page per component and interface, and an index per product, each with its URL and title', () => {
    expect([...byFile.keys()].sort()).toEqual([
      'charts/index',
      'charts/sankey-chart',
      'data-grid/data-grid',
      'data-grid/data-grid-pro',
      'data-grid/grid-col-def',
      'data-grid/index',
      'date-pickers/index',
      'tree-view/index',
    ]);
    const grid = byFile.get('data-grid/data-grid')!;
    expect([grid.path, grid.title, grid.data.kind]).toEqual([
      '/api/data-grid/data-grid/',
      'DataGrid API',
      'component',
    ]);
    expect(grid.description).not.toBe('');
    expect(byFile.get('data-grid/index')!.path).toBe('/api/data-grid/');
  });

  it('page data carries its demos and only the reference links it uses', () => {
    const data = byFile.get('data-grid/data-grid')!.data as { demos: unknown; links: unknown };
    expect(data.demos).toEqual([{ title: 'Sorting', href: '/react-data-grid/sorting/' }]);
    expect(data.links).toEqual({ GridColDef: '/api/data-grid/grid-col-def/' });
    const index = byFile.get('data-grid/index')!.data as {
      components: { name: string; plan?: string }[];
      interfaces: unknown[];
    };
    expect(index.components.map((entry) => [entry.name, entry.plan])).toEqual([
      ['DataGrid', undefined],
      ['DataGridPro', 'pro'],
    ]);
    expect(index.interfaces).toHaveLength(1);
  });

  it('refuses two pages at the same URL', () => {
    const clash = { ...tinyModel, components: [...tinyModel.components, component({ name: 'Data_Grid' })] };
    expect(() => apiPageEntries({ model: clash, demos: new Map() })).toThrow(
      /two pages would be served at \/api\/data-grid\/data-grid\//,
    );
  });

  it('summaries come from the JSDoc, else name what the page lists', () => {
    expect(componentSummary(component({ description: 'Renders rows. More text.' }))).toBe('Renders rows.');
    expect(componentSummary(component({ slots: [{ name: 'a', description: '' }] }))).toBe(
      'The props and slots of the DataGrid component from @mui/x-data-grid.',
    );
  });

  it('finds [[Name]] and {@link Name} references anywhere in page data', () => {
    expect(
      [
        ...referencedNames({ a: ['x [[GridApi]] y', { b: 'see {@link GridRowParams} and [[GridApi]]' }] }),
      ].sort(),
    ).toEqual(['GridApi', 'GridRowParams']);
    expect(
      linkMapFor('[[GridColDef]] [[Nope]]', new Map([['GridColDef', '/api/data-grid/grid-col-def/']])),
    ).toEqual({
      GridColDef: '/api/data-grid/grid-col-def/',
    });
  });
});

describe('sidebar', () => {
  it('groups Index, Components and Interfaces, with plan and preview marks', () => {
    expect(apiReferenceGroup(tinyModel, 'data-grid')).toEqual({
      pathname: '/api/data-grid-group',
      title: 'API reference',
      children: [
        { pathname: '/api/data-grid/', title: 'Index', route: true },
        {
          pathname: '/api/data-grid/components-group',
          subheader: 'Components',
          children: [
            { pathname: '/api/data-grid/data-grid', title: 'DataGrid', route: true },
            { pathname: '/api/data-grid/data-grid-pro', title: 'DataGridPro', route: true, plan: 'pro' },
          ],
        },
        {
          pathname: '/api/data-grid/interfaces-group',
          subheader: 'Interfaces',
          children: [{ pathname: '/api/data-grid/grid-col-def', title: 'GridColDef', route: true }],
        },
      ],
    });
    const charts = apiReferenceGroup(tinyModel, 'charts');
    expect(charts.children?.map((child) => child.subheader ?? child.title)).toEqual(['Index', 'Components']);
    expect(charts.children?.[1].children).toEqual([
      {
        pathname: '/api/charts/sankey-chart',
        title: 'SankeyChart',
        route: true,
        plan: 'pro',
        unstable: true,
      },
    ]);
  });

  it("appends each product's group to its product node", () => {
    const groups = apiSidebarGroups(tinyModel);
    const tree = withApiReference(
      [
        {
          pathname: '/introduction-group',
          title: 'Introduction',
          children: [{ pathname: '/introduction/' }],
        },
        { pathname: '/react-data-grid-group', children: [{ pathname: '/react-data-grid/' }] },
        { pathname: '/react-date-pickers-group', children: [{ pathname: '/react-date-pickers/' }] },
        { pathname: '/react-charts-group', children: [{ pathname: '/react-charts/' }] },
        { pathname: '/react-tree-view-group', children: [{ pathname: '/react-tree-view/' }] },
      ],
      groups,
    );
    expect(tree[0].children).toEqual([{ pathname: '/introduction/' }]);
    expect(tree[1].children?.map((child) => child.pathname)).toEqual([
      '/react-data-grid/',
      '/api/data-grid-group',
    ]);
    expect(tree[3].children?.[1]).toEqual(apiReferenceGroup(tinyModel, 'charts'));
    expect(() => withApiReference(tree.slice(0, 2), groups)).toThrow(
      /no node for \/react-date-pickers-group, \/react-charts-group, \/react-tree-view-group/,
    );
  });

  it(
    'reads the groups of the installed packages from the cached model, with no file in between',
    () => {
      realApi();
      const groups = loadApiSidebarGroups();
      expect(groups).toEqual(apiSidebarGroups(realApi().model));
      const dataGrid = groups['data-grid'].children?.find((child) => child.subheader === 'Components');
      expect(dataGrid?.children?.find((child) => child.title === 'DataGridPremium')).toEqual({
        pathname: '/api/data-grid/data-grid-premium',
        title: 'DataGridPremium',
        route: true,
        plan: 'premium',
      });
    },
    EXTRACTION_TIMEOUT,
  );

  it(
    'the site tree holds every API page, valid for the page-tree plugin, each a page of its own route',
    () => {
      const { model } = realApi();
      const tree = withApiReference(pages, apiSidebarGroups(model));
      expect(validatePageTree(tree)).toEqual([]);
      const treePaths = new Set(collectPagePaths(tree));
      const pagePaths = new Set(apiPageEntries({ model, demos: new Map() }).map((entry) => entry.path));
      for (const entry of [...model.components, ...model.interfaces]) {
        const pathname = `/api/${entry.product}/${entry.slug}`;
        expect(treePaths.has(pathname)).toBe(true);
        expect(pagePaths.has(`${pathname}/`)).toBe(true);
      }
      for (const product of ['data-grid', 'date-pickers', 'charts', 'tree-view']) {
        expect(treePaths.has(`/api/${product}/`)).toBe(true);
        expect(pagePaths.has(`/api/${product}/`)).toBe(true);
      }
      // The sidebar links to those routes (they are not docs).
      const items = JSON.stringify(toSidebarItems(tree));
      expect(items).toContain('"type":"link","href":"/x/api/data-grid/data-grid/"');
      expect(items).not.toContain('"id":"api/');
    },
    EXTRACTION_TIMEOUT,
  );
});
