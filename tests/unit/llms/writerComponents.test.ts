/**
 * @jest-environment node
 */
/** The `.md` export keeps what the writer components show: linked API names, prop and keyboard tables. */
import { mdxBodyToMarkdown } from '@site/src/llms/mdxToMarkdown';
import { transformPage } from '@site/plugins/api-links';
import { apiNameIndex } from '@site/plugins/api-links/resolve';
import { realApi, EXTRACTION_TIMEOUT } from '../api/realModel';

const page = [
  'Use `sortingOrder`, or call <ApiLink name="GridApi.setSortModel" />.',
  '',
  '<PropTable component="DataGrid" props="sortingOrder" />',
  '',
  "<KeyboardTable rows={[['Enter', 'Sorts by the column'], ['Ctrl+Enter', 'Opens the column menu']]} />",
].join('\n');

describe('writer components in the Markdown export', () => {
  let index: ReturnType<typeof apiNameIndex>;
  beforeAll(() => {
    index = apiNameIndex(realApi().model);
  }, EXTRACTION_TIMEOUT);

  it('renders links, the prop table from the API data and the keyboard table', async () => {
    const sortingOrder = realApi()
      .model.components.find((component) => component.name === 'DataGrid')!
      .props.find((prop) => prop.name === 'sortingOrder')!;
    const markdown = await mdxBodyToMarkdown(page, {
      readDemo: () => null,
      resolveLink: (url) => `https://mui.com/x${url.replace(/\/#/, '.md#')}`,
      transformTree: (tree) => transformPage(tree, index, ['DataGrid'], (line) => `page.mdx:${line}`),
    });
    const lines = markdown.split('\n');
    expect(lines[0]).toBe(
      'Use [`sortingOrder`](https://mui.com/x/api/data-grid/data-grid.md#prop-sortingOrder), or call [`setSortModel`](https://mui.com/x/api/data-grid/grid-api.md#prop-setSortModel).',
    );
    const propRow = lines.find((line) => line.startsWith('| [`sortingOrder`]'));
    expect(propRow).toContain(`\`${sortingOrder.default}\``);
    expect(propRow).toContain('(https://mui.com/x/api/data-grid/data-grid.md#prop-sortingOrder)');
    expect(lines).toContain('| `Ctrl+Enter` | Opens the column menu |');
  });

  it('leaves out a component whose data is missing instead of guessing', async () => {
    const markdown = await mdxBodyToMarkdown(
      'Before.\n\n<PropTable component="DataGrid" props="x" />\n\nAfter.',
      {
        readDemo: () => null,
      },
    );
    expect(markdown).toBe('Before.\n\nAfter.');
  });
});
