import { apiDataNodes } from '@site/src/llms/apiMarkdown';
import { loadMarkdownTools, SERIALIZE_OPTIONS } from '@site/src/llms/markdownTools';
import { readApiIndexData, readApiPageData } from '@site/src/llms/apiPages';

const linkTo = (sitePath: string) => `https://mui.com/x${sitePath.replace(/\/$/, '')}.md`;

const dataGrid = {
  kind: 'component',
  name: 'DataGrid',
  product: 'data-grid',
  slug: 'data-grid',
  packageName: '@mui/x-data-grid',
  description: 'Renders a table of rows and columns.',
  imports: [
    "import { DataGrid } from '@mui/x-data-grid/DataGrid';",
    "import { DataGrid } from '@mui/x-data-grid';",
  ],
  props: [
    {
      name: 'columns',
      type: 'readonly GridColDef<R>[]',
      required: true,
      description: 'Set of columns of type [[GridColDef]][].',
    },
    {
      name: 'checkboxSelection',
      type: 'boolean',
      default: 'false',
      required: false,
      description: 'If `true`, the grid get a first column with a checkbox that allows to select rows.',
    },
    {
      name: 'getRowId',
      type: 'GridRowIdGetter<R>',
      required: false,
      description: 'Return the id of a given row.\n\nSecond | paragraph.',
      signature: { type: '(row: R) => GridRowId' },
    },
    {
      name: 'oldProp',
      type: 'string',
      required: false,
      description: 'Old.',
      deprecated: 'Use `newProp` instead.',
    },
  ],
  slots: [
    {
      name: 'toolbar',
      default: 'null',
      className: 'MuiDataGrid-toolbarContainer',
      description: 'Component rendered above the grid.',
    },
  ],
  classes: [
    {
      key: 'cell',
      className: 'MuiDataGrid-cell',
      description: 'Styles applied to the cell element.',
      isGlobal: false,
    },
    {
      key: 'selected',
      className: 'Mui-selected',
      description: 'State class applied to selected rows.',
      isGlobal: true,
    },
  ],
  demos: [
    { title: 'Sorting', href: '/react-data-grid/sorting/' },
    { title: 'Bad', href: 'javascript:alert(1)' },
  ],
  links: { GridColDef: '/api/data-grid/grid-col-def/' },
};

async function render(data: unknown): Promise<string | null> {
  const tools = await loadMarkdownTools();
  const nodes = apiDataNodes(tools, data, { linkTo });
  return nodes
    ? tools.toMarkdown(
        { type: 'root', children: nodes },
        { ...SERIALIZE_OPTIONS, extensions: tools.serializeExtensions },
      )
    : null;
}

describe('API page Markdown', () => {
  it('writes props, slots and classes as tables, with one row per entry', async () => {
    const markdown = (await render(dataGrid)) ?? '';
    const lines = markdown.split('\n');
    expect(markdown).toContain('## Props');
    expect(lines.find((line) => line.startsWith('| `checkboxSelection`'))).toMatch(
      /^\| `checkboxSelection` +\| `boolean` +\| `false` +\| If `true`, the grid get a first column with a checkbox that allows to select rows\. +\|$/,
    );
    expect(lines.find((line) => line.startsWith('| `columns`'))).toContain('(required)');
    expect(markdown).toContain('[`GridColDef`](https://mui.com/x/api/data-grid/grid-col-def.md)');
    expect(markdown).toContain('## Slots');
    expect(lines.find((line) => line.startsWith('| `toolbar`'))).toContain('`.MuiDataGrid-toolbarContainer`');
    expect(markdown).toContain('## CSS classes');
    expect(lines.find((line) => line.startsWith('| `.Mui-selected`'))).toContain('(global)');
  });

  it('keeps multi-paragraph descriptions and pipes inside one table row', async () => {
    const markdown = (await render(dataGrid)) ?? '';
    const row = markdown.split('\n').find((line) => line.startsWith('| `getRowId`')) ?? '';
    expect(row).toContain(
      'Return the id of a given row. Second \\| paragraph. Signature: `(row: R) => GridRowId`',
    );
    expect(row.endsWith('|')).toBe(true);
  });

  it('repeats the description under the title only when it says more than its first sentence', async () => {
    const oneSentence = (await render({ ...dataGrid, description: 'Renders `rows` and\ncolumns.' })) ?? '';
    expect(oneSentence).not.toContain('Renders `rows`');
    const twoSentences = (await render({ ...dataGrid, description: 'Renders rows. Pages them too.' })) ?? '';
    expect(twoSentences).toContain('Renders rows. Pages them too.');
  });

  it('marks deprecated props and lists safe demo links only', async () => {
    const markdown = (await render(dataGrid)) ?? '';
    expect(markdown.split('\n').find((line) => line.startsWith('| `oldProp`'))).toContain(
      'Deprecated: Use `newProp` instead. Old.',
    );
    expect(markdown).toContain('- [Sorting](https://mui.com/x/react-data-grid/sorting.md)');
    expect(markdown).not.toContain('javascript:');
    expect(markdown).toContain("```js\nimport { DataGrid } from '@mui/x-data-grid/DataGrid';");
  });

  it('renders an interface page with a Properties table', async () => {
    const markdown = await render({
      kind: 'interface',
      name: 'GridColDef',
      product: 'data-grid',
      slug: 'grid-col-def',
      properties: [{ name: 'field', type: 'string', required: true, description: 'The column identifier.' }],
    });
    expect(markdown).toContain('## Properties');
    expect(markdown).toMatch(/\| `field` \(required\) \| `string` \|/);
  });

  it('renders a product index as linked lists', async () => {
    const markdown = await render({
      kind: 'index',
      product: 'charts',
      productName: 'Charts',
      components: [{ name: 'BarChart', href: '/api/charts/bar-chart/', description: 'Bars.' }],
      interfaces: [{ name: 'AxisConfig', href: '/api/charts/axis-config/', description: 'Axis options.' }],
    });
    expect(markdown).toContain(
      '## Components\n\n- [BarChart](https://mui.com/x/api/charts/bar-chart.md): Bars.',
    );
    expect(markdown).toContain(
      '## Interfaces\n\n- [AxisConfig](https://mui.com/x/api/charts/axis-config.md): Axis options.',
    );
  });

  it('returns null for data it does not know, so the page is exported without it', async () => {
    await expect(render({ kind: 'something-else' })).resolves.toBeNull();
    await expect(render(null)).resolves.toBeNull();
    await expect(render({ kind: 'component', name: 'X', product: '../etc', slug: 'x' })).resolves.toBeNull();
  });
});

describe('API data readers', () => {
  it('skip malformed rows instead of failing', () => {
    const page = readApiPageData({
      ...dataGrid,
      props: [{ name: 42 }, null, { name: 'ok', type: 7 }],
      slots: 'nope',
      classes: [{ key: 'x' }],
    });
    expect(page?.props.map((prop) => prop.name)).toEqual(['ok']);
    expect(page?.props[0].type).toBe('');
    expect(page?.slots).toEqual([]);
    expect(page?.classes).toEqual([]);
  });

  it('read an index and drop entries without a site link', () => {
    const index = readApiIndexData({
      kind: 'index',
      product: 'tree-view',
      components: [
        { name: 'RichTreeView', href: '/api/tree-view/rich-tree-view/' },
        { name: 'Evil', href: 'https://evil.example' },
      ],
    });
    expect(index?.productName).toBe('Tree View');
    expect(index?.entries.map((entry) => entry.name)).toEqual(['RichTreeView']);
  });
});
