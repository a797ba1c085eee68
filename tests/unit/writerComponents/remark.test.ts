/**
 * @jest-environment node
 */
import type { Root } from 'mdast';
import remarkWriterComponents, {
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
    imports: imports.map(
      (statement) => `${statement.specifiers[0].local.name} from ${String(statement.source.value)}`,
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
