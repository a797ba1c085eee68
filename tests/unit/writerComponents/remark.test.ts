/**
 * @jest-environment node
 */
import type { Root } from 'mdast';
import remarkWriterComponents, {
  CODE_BLOCK_REGISTRATION,
  WRITER_COMPONENT_MODULES,
  usedWriterComponents,
} from '@site/plugins/writer-components/remark';
import { loadMarkdownTools } from '@site/src/llms/markdownTools';

async function transformed(mdx: string): Promise<{ tree: Root; imports: string[] }> {
  const tools = await loadMarkdownTools();
  const tree = tools.fromMarkdown(mdx, { extensions: [], mdastExtensions: [], ...tools.mdxParseExtensions });
  remarkWriterComponents()(tree);
  const imports = tree.children.flatMap((node) =>
    node.type === 'mdxjsEsm'
      ? (node.data?.estree?.body ?? []).filter((s) => s.type === 'ImportDeclaration')
      : [],
  );
  return {
    tree,
    imports: imports.map((statement) =>
      statement.specifiers.length === 0
        ? `for its effect: ${String(statement.source.value)}`
        : `${statement.specifiers[0].local.name} from ${String(statement.source.value)}`,
    ),
  };
}

describe('writer components are imported by the pages that use them', () => {
  it('imports Demo and PropTable, once each, into a page that uses them (nested ones included)', async () => {
    const { imports } = await transformed(
      [
        '## Sorting',
        '',
        '<Demo name="BasicSortingGrid" height={420} />',
        '',
        ':::tip',
        '<Demo name="ControlledSortModelGrid" height={420} />',
        ':::',
        '',
        '<PropTable component="DataGrid" props="sortingOrder" />',
        '',
      ].join('\n'),
    );
    expect(imports).toEqual([
      `Demo from ${WRITER_COMPONENT_MODULES.Demo}`,
      `PropTable from ${WRITER_COMPONENT_MODULES.PropTable}`,
    ]);
  });

  it('adds nothing to a text page, so it never downloads the demo frame or the tables', async () => {
    const { imports, tree } = await transformed(
      '## Licensing\n\nA plain page with <ApiLink name="GridApi.sortColumn" />.\n',
    );
    expect(imports).toEqual([]);
    expect(usedWriterComponents(tree)).toEqual([]);
  });

  it('leaves a name the page imports itself alone', async () => {
    const { imports } = await transformed(
      'import KeyboardTable from \'./LocalTable\';\n\n<KeyboardTable rows={[]} />\n\n<Demo name="A" height={10} />\n',
    );
    expect(imports).toEqual([
      `Demo from ${WRITER_COMPONENT_MODULES.Demo}`,
      'KeyboardTable from ./LocalTable',
    ]);
  });
});

describe('pages with fenced code register the code block', () => {
  it('imports the registration, once, into a page with fences (one nested in an admonition)', async () => {
    const { imports } = await transformed(
      [
        '## Install',
        '',
        '```bash',
        'npm install @mui/x-data-grid',
        '```',
        '',
        ':::info',
        '```tsx',
        "import { DataGrid } from '@mui/x-data-grid';",
        '```',
        ':::',
        '',
        '<Demo name="BasicGrid" height={300} />',
        '',
      ].join('\n'),
    );
    expect(imports).toEqual([
      `for its effect: ${CODE_BLOCK_REGISTRATION}`,
      `Demo from ${WRITER_COMPONENT_MODULES.Demo}`,
    ]);
  });

  it('does not import it for inline code only, so a text page never loads Prism', async () => {
    const { imports } = await transformed('Set `pagination` and read `paginationModel`.\n');
    expect(imports).toEqual([]);
  });

  it('finds a fence inside a JSX element', async () => {
    const { imports } = await transformed('<details>\n\n```js\nconst a = 1;\n```\n\n</details>\n');
    expect(imports).toEqual([`for its effect: ${CODE_BLOCK_REGISTRATION}`]);
  });
});
