import { mdxBodyToMarkdown, pageMarkdown, type MdxToMarkdownOptions } from '@site/src/llms/mdxToMarkdown';

const demos: Record<string, string> = {
  BasicSorting:
    "import { DataGrid } from '@mui/x-data-grid';\n\nexport default function BasicSorting() {\n  return <DataGrid rows={[]} columns={[]} />;\n}\n",
};

function options(overrides: Partial<MdxToMarkdownOptions> = {}): MdxToMarkdownOptions {
  return {
    readDemo: (name) => (demos[name] ? { fileName: `${name}.tsx`, code: demos[name] } : null),
    ...overrides,
  };
}

describe('mdxBodyToMarkdown', () => {
  it('drops front matter, imports and exports', async () => {
    const source =
      "---\ntitle: Sorting\n---\nimport Thing from './Thing';\nexport const meta = { a: 1 };\n\nSort the rows.\n";
    await expect(mdxBodyToMarkdown(source, options())).resolves.toBe('Sort the rows.');
  });

  it('replaces a Demo with its TSX source in a fenced block', async () => {
    const markdown = await mdxBodyToMarkdown(
      'Intro.\n\n<Demo name="BasicSorting" bg="inline" height={300} />\n\nAfter.\n',
      options(),
    );
    expect(markdown).toBe(
      [
        'Intro.',
        '',
        '```tsx title="BasicSorting.tsx"',
        "import { DataGrid } from '@mui/x-data-grid';",
        '',
        'export default function BasicSorting() {',
        '  return <DataGrid rows={[]} columns={[]} />;',
        '}',
        '```',
        '',
        'After.',
      ].join('\n'),
    );
  });

  it('warns about and leaves out a demo without source', async () => {
    const warn = jest.fn();
    const markdown = await mdxBodyToMarkdown('<Demo name="Missing" />\n\nText.\n', options({ warn }));
    expect(markdown).toBe('Text.');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Missing'));
  });

  it('never reads a demo whose name could leave the page folder', async () => {
    const readDemo = jest.fn(() => null);
    await mdxBodyToMarkdown('<Demo name="../../secret" />\n', options({ readDemo, warn: () => {} }));
    expect(readDemo).not.toHaveBeenCalled();
  });

  it('turns JSX-only constructs into text or removes them', async () => {
    const source = [
      'Press <kbd>Ctrl</kbd> then {/* a comment */}continue <Tooltip title="x">here</Tooltip>.',
      '',
      '<InstallationTabs />',
      '',
      '<Callout kind="tip">',
      'Some **wrapped** text.',
      '</Callout>',
      '',
      'See <a href="/react-data-grid/">the grid</a>.',
    ].join('\n');
    expect(await mdxBodyToMarkdown(source, options())).toBe(
      [
        'Press `Ctrl` then continue here.',
        '',
        'Some **wrapped** text.',
        '',
        'See [the grid](/react-data-grid/).',
      ].join('\n'),
    );
  });

  it('turns admonitions into labelled block quotes', async () => {
    const source =
      ':::warning[Server-side data]\nSorting runs on the client.\n\n- one\n- two\n:::\n\n:::info\nPlain.\n:::\n';
    expect(await mdxBodyToMarkdown(source, options())).toBe(
      [
        '> **Server-side data:** Sorting runs on the client.',
        '>',
        '> - one',
        '> - two',
        '',
        '> **Info:** Plain.',
      ].join('\n'),
    );
  });

  it('leaves code blocks, tables and headings untouched', async () => {
    const source = [
      '## Sort model {/* #sort-model */}',
      '',
      '| Prop | Type |',
      '| --- | --- |',
      '| sortModel | `GridSortModel` |',
      '',
      '```tsx',
      '<DataGrid {...props} sortModel={[{ field: "a", sort: "asc" }]} />',
      '<Demo name="NotADemo" />',
      '```',
    ].join('\n');
    expect(await mdxBodyToMarkdown(source, options())).toBe(
      [
        '## Sort model',
        '',
        '| Prop | Type |',
        '| - | - |',
        '| sortModel | `GridSortModel` |',
        '',
        '```tsx',
        '<DataGrid {...props} sortModel={[{ field: "a", sort: "asc" }]} />',
        '<Demo name="NotADemo" />',
        '```',
      ].join('\n'),
    );
  });

  it('rewrites links through resolveLink', async () => {
    const markdown = await mdxBodyToMarkdown(
      'Read [filtering](./filtering.mdx#quick) first.\n',
      options({
        resolveLink: (url) =>
          url.replace('./filtering.mdx', 'https://mui.com/x/react-data-grid/filtering.md'),
      }),
    );
    expect(markdown).toBe('Read [filtering](https://mui.com/x/react-data-grid/filtering.md#quick) first.');
  });

  it('renders elements given imported JSON data through renderData', async () => {
    const source =
      "import Page from '@site/src/components/api/Page';\nimport data from './grid.json';\n\nexport const toc = [];\n\n<Page data={data} />\n";
    const loadJson = jest.fn(() => ({ rows: ['checkboxSelection'] }));
    const markdown = await mdxBodyToMarkdown(
      source,
      options({
        loadJson,
        renderData: (data) => [
          {
            type: 'paragraph',
            children: [{ type: 'inlineCode', value: (data as { rows: string[] }).rows[0] }],
          },
        ],
      }),
    );
    expect(loadJson).toHaveBeenCalledWith('./grid.json');
    expect(markdown).toBe('`checkboxSelection`');
  });

  it('applies the preprocess hook before parsing', async () => {
    const markdown = await mdxBodyToMarkdown(
      '## Title {#custom}\n',
      options({ preprocess: (source) => source.replace('{#', '\\{#') }),
    );
    expect(markdown).toBe('## Title');
  });
});

describe('pageMarkdown', () => {
  it('writes the title as H1 and the description under it', () => {
    expect(
      pageMarkdown({
        title: 'Sorting',
        description: 'Sort rows by one or more columns.',
        body: '## Basic\n\nText.',
      }),
    ).toBe('# Sorting\n\nSort rows by one or more columns.\n\n## Basic\n\nText.\n');
  });

  it('omits an empty description and body', () => {
    expect(pageMarkdown({ title: 'Roadmap', description: '  ', body: '' })).toBe('# Roadmap\n');
  });

  it("names an older version under the description, as the HTML page's banner does", () => {
    expect(
      pageMarkdown({ title: 'Sorting', description: 'Sort rows.', body: 'Text.', olderVersion: '8.x' }),
    ).toBe('# Sorting\n\nSort rows.\n\n> This page documents MUI X 8.x, an older version.\n\nText.\n');
  });
});
