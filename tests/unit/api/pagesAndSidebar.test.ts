import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  componentSummary,
  linkMapFor,
  planApiPages,
  referencedNames,
  syncGeneratedFiles,
} from '@site/plugins/api-docs/pages';
import {
  apiReferenceGroup,
  apiSidebarGroups,
  loadApiSidebarGroups,
  withApiReference,
} from '@site/plugins/api-docs/sidebar';
import { validatePageTree } from '@site/plugins/page-tree/validate';
import { pages } from '@site/src/data/pages';
import { collectPagePaths, pathnameToDocId } from '@site/src/pageTree/toSidebar';
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

describe('generated files', () => {
  const files = planApiPages({
    model: tinyModel,
    demos: new Map([['DataGrid', [{ title: 'Sorting', href: '/react-data-grid/sorting/' }]]]),
  });
  const byPath = new Map(files.map((file) => [file.path, file.content]));

  it('writes a JSON module and a stub per page, and an index per product', () => {
    expect([...byPath.keys()].sort()).toEqual([
      'charts/index.json',
      'charts/index.mdx',
      'charts/sankey-chart.json',
      'charts/sankey-chart.mdx',
      'data-grid/data-grid-pro.json',
      'data-grid/data-grid-pro.mdx',
      'data-grid/data-grid.json',
      'data-grid/data-grid.mdx',
      'data-grid/grid-col-def.json',
      'data-grid/grid-col-def.mdx',
      'data-grid/index.json',
      'data-grid/index.mdx',
      'date-pickers/index.json',
      'date-pickers/index.mdx',
      'tree-view/index.json',
      'tree-view/index.mdx',
    ]);
  });

  it('stubs hold only front matter, the toc export and one component rendering the JSON', () => {
    const stub = byPath.get('data-grid/data-grid.mdx')!;
    expect(stub).toMatch(
      /^---\ntitle: "DataGrid API"\ndescription: ".+"\nslug: "\/api\/data-grid\/data-grid\/"\n---\n/,
    );
    expect(stub).toContain("import data from './data-grid.json';");
    expect(stub).toContain('export const toc = apiToc(data);');
    expect(stub).toContain('<ComponentApiPage data={data} />');
    // No generated Markdown content: no headings, tables or prop names in the stub.
    expect(stub).not.toMatch(/^#|\||columns/m);
  });

  it('page data carries its demos and only the reference links it uses', () => {
    const data = JSON.parse(byPath.get('data-grid/data-grid.json')!);
    expect(data.demos).toEqual([{ title: 'Sorting', href: '/react-data-grid/sorting/' }]);
    expect(data.links).toEqual({ GridColDef: '/api/data-grid/grid-col-def/' });
    const index = JSON.parse(byPath.get('data-grid/index.json')!);
    expect(
      index.components.map((entry: { name: string; plan?: string }) => [entry.name, entry.plan]),
    ).toEqual([
      ['DataGrid', undefined],
      ['DataGridPro', 'pro'],
    ]);
    expect(index.interfaces).toHaveLength(1);
  });

  it('refuses two pages at the same URL', () => {
    const clash = { ...tinyModel, components: [...tinyModel.components, component({ name: 'Data_Grid' })] };
    expect(() => planApiPages({ model: clash, demos: new Map() })).toThrow(
      /two pages would be written to \/api\/data-grid\/data-grid\//,
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

describe('syncGeneratedFiles', () => {
  it('writes changed files, keeps identical ones and removes stale ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-sync-'));
    expect(
      syncGeneratedFiles(dir, [
        { path: 'a/x.mdx', content: '1' },
        { path: 'a/y.json', content: '2' },
      ]),
    ).toEqual({ written: 2, unchanged: 0, removed: 0 });
    const before = fs.statSync(path.join(dir, 'a', 'x.mdx')).mtimeMs;
    fs.mkdirSync(path.join(dir, 'old'));
    fs.writeFileSync(path.join(dir, 'old', 'gone.mdx'), 'x');
    expect(
      syncGeneratedFiles(dir, [
        { path: 'a/x.mdx', content: '1' },
        { path: 'a/y.json', content: '3' },
      ]),
    ).toEqual({ written: 1, unchanged: 1, removed: 1 });
    expect(fs.statSync(path.join(dir, 'a', 'x.mdx')).mtimeMs).toBe(before);
    expect(fs.readFileSync(path.join(dir, 'a', 'y.json'), 'utf8')).toBe('3');
    expect(fs.existsSync(path.join(dir, 'old'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('sidebar', () => {
  it('groups Index, Components and Interfaces, with plan and preview marks', () => {
    expect(apiReferenceGroup(tinyModel, 'data-grid')).toEqual({
      pathname: '/api/data-grid-group',
      title: 'API reference',
      children: [
        { pathname: '/api/data-grid/', title: 'Index' },
        {
          pathname: '/api/data-grid/components-group',
          subheader: 'Components',
          children: [
            { pathname: '/api/data-grid/data-grid', title: 'DataGrid' },
            { pathname: '/api/data-grid/data-grid-pro', title: 'DataGridPro', plan: 'pro' },
          ],
        },
        {
          pathname: '/api/data-grid/interfaces-group',
          subheader: 'Interfaces',
          children: [{ pathname: '/api/data-grid/grid-col-def', title: 'GridColDef' }],
        },
      ],
    });
    const charts = apiReferenceGroup(tinyModel, 'charts');
    expect(charts.children?.map((child) => child.subheader ?? child.title)).toEqual(['Index', 'Components']);
    expect(charts.children?.[1].children).toEqual([
      { pathname: '/api/charts/sankey-chart', title: 'SankeyChart', plan: 'pro', unstable: true },
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
        plan: 'premium',
      });
    },
    EXTRACTION_TIMEOUT,
  );

  it(
    'the site tree holds every generated page, valid for the page-tree plugin, each with a generated doc',
    () => {
      const { model } = realApi();
      const tree = withApiReference(pages, apiSidebarGroups(model));
      expect(validatePageTree(tree)).toEqual([]);
      const treePaths = new Set(collectPagePaths(tree));
      const files = new Set(planApiPages({ model, demos: new Map() }).map((file) => file.path));
      for (const entry of [...model.components, ...model.interfaces]) {
        const pathname = `/api/${entry.product}/${entry.slug}`;
        expect(treePaths.has(pathname)).toBe(true);
        expect(files.has(`${pathnameToDocId(pathname).replace(/^api\//, '')}.mdx`)).toBe(true);
      }
      for (const product of ['data-grid', 'date-pickers', 'charts', 'tree-view']) {
        expect(treePaths.has(`/api/${product}/`)).toBe(true);
        expect(files.has(`${pathnameToDocId(`/api/${product}/`).replace(/^api\//, '')}.mdx`)).toBe(true);
      }
    },
    EXTRACTION_TIMEOUT,
  );
});
