/**
 * @jest-environment node
 */
/**
 * Claims of the guide pages and APIs used by the demos, checked against the installed packages: no near-miss
 * prop name, no stated default that differs from its `@default`, no deprecated API recommended in prose or
 * used in a demo (plugins/api-links/prose.ts and demoUsage.ts; the build runs the prose check too). Exceptions
 * are in plugins/api-links/proseAllowList.ts, each with its reason, and each must still match.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { parseFileContentFrontMatter } from '@docusaurus/utils/lib/markdownUtils';
import { SITE_DIR } from '@site/plugins/api-docs/model';
import { apiNameIndex, frontMatterComponents, pageComponents } from '@site/plugins/api-links/resolve';
import { checkProse, declaredDefault, nearMissProp } from '@site/plugins/api-links/prose';
import { deprecatedExportsOf, loadDeprecatedExports } from '@site/plugins/api-links/deprecated';
import { deprecatedUsage } from '@site/plugins/api-links/demoUsage';
import { PROSE_ALLOW_LIST, isAllowed } from '@site/plugins/api-links/proseAllowList';
import { loadMarkdownTools } from '@site/src/llms/markdownTools';
import { realApi, EXTRACTION_TIMEOUT } from '../api/realModel';

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'api' && dir.endsWith('docs') ? [] : filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(SITE_DIR, file).split(path.sep).join('/');

describe('API claims of the pages and demos', () => {
  let index: ReturnType<typeof apiNameIndex>;
  beforeAll(() => {
    index = apiNameIndex(realApi().model);
  }, EXTRACTION_TIMEOUT);
  const deprecated = () => loadDeprecatedExports(path.join(SITE_DIR, 'node_modules'));

  it('reads the deprecated exports of the installed packages, per package', () => {
    const found = deprecated();
    expect(found.everywhere.get('useAxisTooltip')).toMatch(/useAxesTooltip/);
    expect(found.everywhere.has('useAxesTooltip')).toBe(false);
    // Deprecated from the premium package only: fine to name in prose, not to import from there.
    expect(found.byPackage.get('@mui/x-data-grid-premium')?.has('DataGrid')).toBe(true);
    expect(found.everywhere.has('DataGrid')).toBe(false);
    const fixture = deprecatedExportsOf([
      {
        packageName: '@mui/x-a',
        text: '/**\n * @deprecated Use `b` instead.\n */\nexport declare function a(x: 1): void;\nexport declare function a(): void;\n',
      },
      {
        packageName: '@mui/x-a',
        text: '/** Current. */\nexport declare const c: number;\nexport declare const d: number;\n',
      },
    ]);
    expect([...fixture.everywhere]).toEqual([['a', 'Use `b` instead.']]);
  });

  it('finds near-miss props and reads the first value of a @default', () => {
    const charts = pageComponents(index, ['BarChart', 'ChartsXAxis']);
    expect(nearMissProp(charts, 'minTickLabelGap')).toBe('tickLabelMinGap');
    expect(nearMissProp(charts, 'tickLabelMinGap')).toBeUndefined();
    expect(nearMissProp(charts, 'series')).toBeUndefined();
    expect(declaredDefault('`true` for desktop, `false` for mobile')).toBe('true');
    expect(declaredDefault("'string'")).toBe("'string'");
  });

  it('flags a wrong default only for the components a sentence is about', async () => {
    const tools = await loadMarkdownTools();
    const check = (source: string) =>
      checkProse(
        tools.fromMarkdown(source, tools.mdxParseExtensions) as Root,
        index,
        pageComponents(index, ['DatePicker', 'DateTimePicker']),
        deprecated().everywhere,
      ).map((problem) => problem.message);
    expect(check('The default of `closeOnSelect` is `true` on desktop.\n')).toEqual([
      expect.stringMatching(/DateTimePicker\.closeOnSelect is declared with @default false/),
    ]);
    expect(check('On `DatePicker`, `closeOnSelect` defaults to `true` on desktop.\n')).toEqual([]);
    expect(check('<ApiLink name="DateTimePicker.closeOnSelect" /> defaults to `false`.\n')).toEqual([]);
  });

  /** Every problem of the pages and demos, as `file`, `name` and a printable line. */
  let all: { file: string; name: string; text: string; kind: 'prose' | 'demo' }[] = [];
  beforeAll(async () => {
    const tools = await loadMarkdownTools();
    all = [];
    for (const file of filesUnder(path.join(SITE_DIR, 'docs'), /\.mdx?$/)) {
      const source = fs.readFileSync(file, 'utf8');
      const { frontMatter } = parseFileContentFrontMatter(source);
      const tree = tools.fromMarkdown(source, tools.mdxParseExtensions) as Root;
      const components = pageComponents(index, frontMatterComponents(frontMatter.components));
      for (const problem of checkProse(tree, index, components, deprecated().everywhere)) {
        const text = `${relative(file)}:${problem.line}: ${problem.message}`;
        all.push({ file: relative(file), name: problem.name, text, kind: 'prose' });
      }
    }
    for (const file of filesUnder(path.join(SITE_DIR, 'docs'), /\.[jt]sx?$/)) {
      for (const problem of deprecatedUsage(file, fs.readFileSync(file, 'utf8'), deprecated(), index)) {
        const text = `${relative(file)}:${problem.line}: ${problem.message}`;
        all.push({ file: relative(file), name: problem.name, text, kind: 'demo' });
      }
    }
  }, 120_000);
  const unlisted = (kind: 'prose' | 'demo') =>
    all
      .filter((problem) => problem.kind === kind && !isAllowed(problem.file, problem.name))
      .map((p) => p.text);

  it('the guide pages pass the prose check (the build runs it as well)', () => {
    expect(unlisted('prose')).toEqual([]);
  });

  it('no demo uses a deprecated API', () => {
    expect(unlisted('demo')).toEqual([]);
    const fixture = [
      "import { useAxisTooltip, useAxesTooltip } from '@mui/x-charts/ChartsTooltip';",
      "import { DataGrid } from '@mui/x-data-grid-premium';",
      "import { BarChart } from '@mui/x-charts/BarChart';",
      'export const a = <BarChart series={[]} barLabel="value" />;',
    ].join('\n');
    expect(
      deprecatedUsage('Fixture.tsx', fixture, deprecated(), index).map((p) => `${p.line} ${p.name}`),
    ).toEqual(['1 useAxisTooltip', '2 DataGrid', '4 BarChart.barLabel']);
  });

  it('every allow-list entry still matches a problem', () => {
    const stale = PROSE_ALLOW_LIST.filter(
      (entry) => !all.some((problem) => problem.file === entry.file && problem.name === entry.name),
    );
    expect(stale).toEqual([]);
  });
});
