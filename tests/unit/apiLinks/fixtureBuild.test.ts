/**
 * @jest-environment node
 */
/**
 * Fixture build: pages under tests/fixtures/api-links/ compiled by Docusaurus's own MDX pipeline with the
 * site's remark plugins (tests/tools/compile-mdx.mjs, in a child process because that pipeline is ES
 * modules only). A page naming a prop that does not exist must stop the compilation with the file and
 * line of the mistake, which is what fails `docusaurus build`.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { SITE_DIR } from '@site/plugins/api-docs/model';
import { bodyLineOffset, lineOffset } from '@site/plugins/api-links';

interface Compiled {
  file: string;
  ok: boolean;
  error?: string;
  code?: string;
}

function compile(...files: string[]): Compiled[] {
  const output = execFileSync(
    process.execPath,
    [path.join(SITE_DIR, 'tests/tools/compile-mdx.mjs'), ...files],
    { cwd: SITE_DIR, encoding: 'utf8', timeout: 170_000 },
  );
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Compiled);
}

describe('fixture build of guide pages through the MDX pipeline', () => {
  let results: Compiled[];
  beforeAll(() => {
    results = compile(
      'tests/fixtures/api-links/valid.mdx',
      'tests/fixtures/api-links/missing-prop.mdx',
      'tests/fixtures/api-links/apilink-after-table.mdx',
      'tests/fixtures/api-links/proptable-after-table.mdx',
      'tests/fixtures/api-links/prose-claims.mdx',
      'tests/fixtures/api-links/prose-labelled.mdx',
    );
  }, 180_000);

  it('a page naming real props compiles with its links and table rows filled in', () => {
    const [valid] = results;
    expect(valid.ok).toBe(true);
    expect(valid.code).toContain('href: "/api/data-grid/data-grid/#prop-sortingOrder"');
    expect(valid.code).toContain('href: "/api/data-grid/grid-api/#prop-setSortModel"');
    expect(valid.code).toMatch(/rows: \[\{\s*"name": "sortingOrder",\s*"type": "[^"]+",\s*"default": "/);
  });

  it('a page naming a prop that does not exist fails with the file and line', () => {
    const [, missing] = results;
    expect(missing.ok).toBe(false);
    expect(missing.error).toContain(
      'tests/fixtures/api-links/missing-prop.mdx:11: DataGrid has no prop "sortingOrdr". Did you mean "sortingOrder"?',
    );
  });

  // Docusaurus's MDX loader compiles the whole file, front matter included (compile-mdx.mjs does the same): the
  // error is at the writer's line even after a table whose `| --- |` row once passed for the front matter's end.
  it("an unknown <ApiLink> and <PropTable> prop are reported at the writer's line", () => {
    const [, , apiLink, propTable] = results;
    expect(apiLink.ok).toBe(false);
    expect(apiLink.error).toContain(
      'tests/fixtures/api-links/apilink-after-table.mdx:12: DataGrid has no prop "sortingOrdr". Did you mean "sortingOrder"?',
    );
    expect(propTable.ok).toBe(false);
    expect(propTable.error).toContain(
      'tests/fixtures/api-links/proptable-after-table.mdx:14: DataGrid has no prop "sortModle". Did you mean "sortModel"?',
    );
  });

  it('prose claims are checked against the API data, every problem of the page at once', () => {
    const [, , , , claims, labelled] = results;
    expect(claims.ok).toBe(false);
    const file = 'tests/fixtures/api-links/prose-claims.mdx';
    expect(claims.error).toContain(
      `${file}:8: \`minTickLabelGap\` is not a prop of BarChart, ChartsXAxis. Did you mean "tickLabelMinGap"?`,
    );
    expect(claims.error).toContain(
      `${file}:10: the text says \`tickLabelMinGap\` defaults to \`8\`, but ChartsXAxis.tickLabelMinGap is declared with @default 4.`,
    );
    expect(claims.error).toContain(
      `${file}:12: \`useAxisTooltip\` is deprecated in the installed packages (Use \`useAxesTooltip\` instead.).`,
    );
    // The same names, where the sentence states the right default or says the API is deprecated or renamed.
    expect(labelled.error).toBeUndefined();
    expect(labelled.ok).toBe(true);
  });

  it('line offsets: none when the compiler sees the whole file, the front matter when it was stripped', () => {
    const file = '---\ntitle: T\n---\n\n| a | b |\n| --- | --- |\n\n<PropTable />\n';
    expect(lineOffset(file, file)).toBe(0);
    expect(lineOffset(file, '\n| a | b |\n| --- | --- |\n\n<PropTable />\n')).toBe(3);
  });

  it('line numbers count the front matter that the compiler never sees', () => {
    const file = '---\ntitle: T\n---\n\nText.\n\n<PropTable />\n';
    expect(bodyLineOffset(file, 'Text.\n\n<PropTable />\n')).toBe(4);
    expect(bodyLineOffset(file, '\nText.\n\n<PropTable />\n')).toBe(3);
    expect(bodyLineOffset('No front matter.\n', 'No front matter.\n')).toBe(0);
  });
});
