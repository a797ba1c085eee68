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
import { bodyLineOffset } from '@site/plugins/api-links';

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
    results = compile('tests/fixtures/api-links/valid.mdx', 'tests/fixtures/api-links/missing-prop.mdx');
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

  it('line numbers count the front matter that the compiler never sees', () => {
    const file = '---\ntitle: T\n---\n\nText.\n\n<PropTable />\n';
    expect(bodyLineOffset(file, 'Text.\n\n<PropTable />\n')).toBe(4);
    expect(bodyLineOffset(file, '\nText.\n\n<PropTable />\n')).toBe(3);
    expect(bodyLineOffset('No front matter.\n', 'No front matter.\n')).toBe(0);
  });
});
