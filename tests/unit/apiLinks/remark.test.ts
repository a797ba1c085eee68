/**
 * @jest-environment node
 */
/**
 * The api-links remark plugin against the real API data: names resolve to their rows, prop tables get
 * their data, inline code naming a prop links itself, and any unknown name fails with file and line.
 */
import path from 'node:path';
import type { Root, RootContent, Parent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import remarkApiLinks, { transformPage, type ApiLinksStats } from '@site/plugins/api-links';
import {
  apiNameIndex,
  frontMatterComponents,
  propTableRows,
  resolveApiName,
  pageComponents,
} from '@site/plugins/api-links/resolve';
import { loadMarkdownTools } from '@site/src/llms/markdownTools';
import { firstSentence } from '@site/src/api/markdown';
import { realApi, EXTRACTION_TIMEOUT } from '../api/realModel';
import { SITE_DIR } from '@site/plugins/api-docs/model';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

async function parse(source: string): Promise<Root> {
  const tools = await loadMarkdownTools();
  return tools.fromMarkdown(source, tools.mdxParseExtensions) as Root;
}

function all(tree: Root | Parent): RootContent[] {
  return (tree.children as RootContent[]).flatMap((child) => [
    child,
    ...('children' in child ? all(child as Parent) : []),
  ]);
}

function jsx(tree: Root, name: string): Jsx[] {
  return all(tree).filter(
    (node): node is Jsx =>
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name,
  );
}

function attr(node: Jsx, name: string): MdxJsxAttribute['value'] | undefined {
  return node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name)
    ?.value;
}

const where = (line: number | undefined) => `docs/page.mdx:${line || 1}`;

describe('api-links', () => {
  let index: ReturnType<typeof apiNameIndex>;
  beforeAll(() => {
    index = apiNameIndex(realApi().model);
  }, EXTRACTION_TIMEOUT);

  const dataGrid = () => pageComponents(index, ['DataGrid']);

  describe('resolveApiName', () => {
    it('resolves a bare prop in the page components, in front-matter order', () => {
      expect(resolveApiName(index, 'sortingOrder', dataGrid()).href).toBe(
        '/api/data-grid/data-grid/#prop-sortingOrder',
      );
      // treeData is Pro only: found on the second component.
      const both = pageComponents(index, ['DataGrid', 'DataGridPro']);
      expect(resolveApiName(index, 'treeData', both).href).toBe(
        '/api/data-grid/data-grid-pro/#prop-treeData',
      );
    });

    it('resolves props of any component, interface members, slots, classes and pages', () => {
      expect(resolveApiName(index, 'DataGridPro.treeData', []).href).toBe(
        '/api/data-grid/data-grid-pro/#prop-treeData',
      );
      expect(resolveApiName(index, 'GridApi.setSortModel', []).href).toBe(
        '/api/data-grid/grid-api/#prop-setSortModel',
      );
      expect(resolveApiName(index, 'DataGrid.slots.toolbar', []).href).toBe(
        '/api/data-grid/data-grid/#slot-toolbar',
      );
      expect(resolveApiName(index, 'DataGrid.classes.cell', []).href).toBe(
        '/api/data-grid/data-grid/#classes-MuiDataGrid-cell',
      );
      expect(resolveApiName(index, 'GridColDef', [])).toEqual({
        label: 'GridColDef',
        href: '/api/data-grid/grid-col-def/',
      });
    });

    it('rejects names the API data lacks, suggesting the closest one', () => {
      expect(() => resolveApiName(index, 'sortingOrdr', dataGrid())).toThrow(
        /"sortingOrdr" is not a prop of the page's front-matter components \(DataGrid\).*Did you mean "sortingOrder"\?/,
      );
      expect(() => resolveApiName(index, 'DataGrid.sortModle', [])).toThrow(
        /DataGrid has no prop "sortModle". Did you mean "sortModel"\?/,
      );
      expect(() => resolveApiName(index, 'DataGird.sortModel', [])).toThrow(/Did you mean "DataGrid"/);
      expect(() => resolveApiName(index, 'DataGrid.slots.toolbr', [])).toThrow(/no slot "toolbr"/);
      expect(() => resolveApiName(index, 'DataGrid.classes.nope', [])).toThrow(/no CSS class "nope"/);
      expect(() => resolveApiName(index, 'DataGrid..x', [])).toThrow(/is not an API name/);
      expect(() => pageComponents(index, ['DataGird'])).toThrow(/lists "DataGird", which has no API page/);
    });
  });

  it('propTableRows: type, default and first sentence from the API data, in the order written', () => {
    const model = realApi().model;
    const props = model.components.find((component) => component.name === 'DataGrid')!.props;
    const sortingOrder = props.find((prop) => prop.name === 'sortingOrder')!;
    const rows = propTableRows(index, 'DataGrid', ['sortingOrder', 'sortModel']);
    expect(rows.map((row) => row.name)).toEqual(['sortingOrder', 'sortModel']);
    expect(rows[0]).toEqual({
      name: 'sortingOrder',
      type: sortingOrder.type,
      default: sortingOrder.default,
      description: firstSentence(sortingOrder.description),
      href: '/api/data-grid/data-grid/#prop-sortingOrder',
    });
    expect(rows[0].default).toBeTruthy();
    expect(rows[1]).not.toHaveProperty('default');
    expect(() => propTableRows(index, 'DataGrid', ['sortingOrdr'])).toThrow(/Did you mean "sortingOrder"/);
    expect(() => propTableRows(index, 'DataGrid', ['sortModel', 'sortModel'])).toThrow(/twice/);
  });

  it('reads front-matter components as Docusaurus parses them', () => {
    expect(frontMatterComponents('DataGrid, DataGridPro')).toEqual(['DataGrid', 'DataGridPro']);
    expect(frontMatterComponents(['DataGrid', ' LineChart '])).toEqual(['DataGrid', 'LineChart']);
    expect(frontMatterComponents(undefined)).toEqual([]);
  });

  describe('transformPage', () => {
    it('links inline code naming a front-matter prop, except in headings, links and JSX links', async () => {
      const tree = await parse(
        [
          '## The `sortingOrder` prop',
          '',
          'Set `sortingOrder`, not `sortingOrders` nor `rows.length`; see [`sortModel`](/x/) and <a href="/x/">`loading`</a>.',
          '',
          '| prop | |',
          '| --- | --- |',
          '| `sortModel` | in a table |',
        ].join('\n'),
      );
      const stats = transformPage(tree, index, ['DataGrid'], where);
      expect(stats.linkedCode).toBe(2);
      const links = all(tree).filter((node) => node.type === 'link');
      expect(links.map((link) => (link as { url: string }).url)).toEqual([
        '/api/data-grid/data-grid/#prop-sortingOrder',
        '/x/',
        '/api/data-grid/data-grid/#prop-sortModel',
      ]);
      const heading = all(tree).find((node) => node.type === 'heading') as Parent;
      expect(heading.children.map((child) => child.type)).toEqual(['text', 'inlineCode', 'text']);
    });

    it('fills ApiLink href and PropTable rows as compiled attributes', async () => {
      const tree = await parse(
        'Call <ApiLink name="GridApi.setSortModel" />.\n\n<PropTable component="DataGrid" props="sortingOrder sortingMode" />\n',
      );
      const stats = transformPage(tree, index, ['DataGrid'], where);
      expect(stats).toEqual({ apiLinks: 1, propTables: 1, linkedCode: 0 });
      expect(attr(jsx(tree, 'ApiLink')[0], 'href')).toBe('/api/data-grid/grid-api/#prop-setSortModel');
      const rows = attr(jsx(tree, 'PropTable')[0], 'rows') as {
        value: string;
        data: { estree: { body: { expression: { type: string; elements: unknown[] } }[] } };
      };
      expect(JSON.parse(rows.value)).toEqual(
        propTableRows(index, 'DataGrid', ['sortingOrder', 'sortingMode']),
      );
      const expression = rows.data.estree.body[0].expression;
      expect(expression.type).toBe('ArrayExpression');
      expect(expression.elements).toHaveLength(2);
    });

    it('fails with file and line on an unknown prop, ApiLink name or component', async () => {
      const page = 'Intro.\n\n<PropTable component="DataGrid" props="sortingOrder sortingOrdr" />\n';
      await expect(
        (async () => transformPage(await parse(page), index, ['DataGrid'], where))(),
      ).rejects.toThrow('docs/page.mdx:3: DataGrid has no prop "sortingOrdr". Did you mean "sortingOrder"?');
      await expect(
        (async () =>
          transformPage(await parse('\n\nSee <ApiLink name="nope" />.'), index, ['DataGrid'], where))(),
      ).rejects.toThrow(/^docs\/page\.mdx:3: "nope" is not a prop/);
      await expect(
        (async () => transformPage(await parse('<ApiLink />'), index, [], where))(),
      ).rejects.toThrow('docs/page.mdx:1: <ApiLink> needs name="…" as a plain string.');
      await expect(
        (async () =>
          transformPage(
            await parse('Props: <PropTable component="DataGrid" props="sortModel" />'),
            index,
            [],
            where,
          ))(),
      ).rejects.toThrow('docs/page.mdx:1: put <PropTable> on its own line');
      expect(() => transformPage({ type: 'root', children: [] }, index, ['DataGird'], where)).toThrow(
        /^docs\/page\.mdx:1: front matter "components:" lists "DataGird"/,
      );
    });
  });

  it('the plugin reads front matter from the file, reports its counts and skips the API folder', async () => {
    const tree = await parse('Use `sortingOrder`.');
    const file = { path: '/site/docs/page.mdx', data: { frontMatter: { components: 'DataGrid' } } } as {
      path: string;
      data: { frontMatter: Record<string, unknown>; apiLinks?: ApiLinksStats };
    };
    remarkApiLinks({ model: realApi().model })(tree, file);
    expect(file.data.apiLinks).toEqual({ apiLinks: 0, propTables: 0, linkedCode: 1 });

    const apiTree = await parse('<ApiLink name="nope" />');
    const apiFile = { path: '/site/docs/api/x.mdx', data: {} };
    expect(() =>
      remarkApiLinks({ model: realApi().model, skipDir: '/site/docs/api' })(apiTree, apiFile),
    ).not.toThrow();
    expect(() => remarkApiLinks({ model: {} as never })).toThrow(/`model` must be an API model/);
  });

  it("checks the current docs' prose against today's deprecations, but not a cut version's frozen pages", async () => {
    const source = 'Read the hovered axis with `useAxisTooltip()`.';
    const page = (relative: string) => ({
      path: path.join(SITE_DIR, relative),
      data: { frontMatter: { components: 'BarChart' } },
    });
    const plugin = remarkApiLinks({ model: realApi().model });
    const current = await parse(source);
    const frozen = await parse(source);
    expect(() => plugin(current, page('docs/react-charts/probe.mdx'))).toThrow(
      /`useAxisTooltip` is deprecated in the installed packages/,
    );
    expect(() => plugin(frozen, page('versioned_docs/version-8.x/react-charts/probe.mdx'))).not.toThrow();
  });
});
