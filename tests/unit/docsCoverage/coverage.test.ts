/**
 * @jest-environment node
 */
/**
 * The mapping rules of the coverage report (plugins/docs-coverage/coverage.ts) on fixtures, and the real
 * `docs/` against the committed reference: every `covers:`/`notCovered:` entry must name real sections.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import { loadMarkdownTools } from '@site/src/llms/markdownTools';
import { pages as tree } from '@site/src/data/pages';
import {
  coverageFrontMatter,
  coverageReport,
  findPage,
  normaliseTitle,
  siteSectionsOf,
  type SitePage,
} from '@site/plugins/docs-coverage/coverage';
import { formatPage, formatSummary } from '@site/plugins/docs-coverage/format';
import { loadReference, validateReference, type Reference } from '@site/plugins/docs-coverage/reference';
import { pagePathOf, readSitePages } from '@site/plugins/docs-coverage/site';

const reference: Reference = validateReference({
  tag: 'v8.29.3',
  pages: [
    {
      path: '/x/react-data-grid/sorting',
      title: 'Data Grid - Sorting',
      sections: [
        { level: 1, title: '(intro)', demos: ['IntroSort'] },
        { level: 2, title: 'Multi-sorting', demos: ['MultiSort', 'MultiSortNoModifier'] },
        { level: 2, title: 'Pass sorting rules to the Data Grid', demos: [] },
        { level: 3, title: 'Initialize the sort model', demos: ['InitialSort'] },
        { level: 3, title: 'Controlled sort model', demos: ['ControlledSort'] },
        { level: 2, title: 'Disable the sorting', demos: [] },
        { level: 3, title: 'For all columns', demos: ['DisableAll'] },
        { level: 2, title: 'Custom sort order', demos: [] },
        { level: 3, title: 'For all columns', demos: ['OrderAll'] },
        { level: 2, title: 'The `sortingOrder()` method & selectors', demos: [] },
        { level: 2, title: 'Server-side sorting', demos: ['ServerSort'] },
      ],
    },
    {
      path: '/x/react-charts/brush',
      title: 'Charts - Brush',
      sections: [{ level: 2, title: 'Usage', demos: ['B'] }],
    },
    {
      path: '/x/introduction',
      title: 'Overview',
      sections: [{ level: 2, title: 'Introduction', demos: [] }],
    },
  ],
});

async function sitePage(file: string, pagePath: string, frontMatter: Record<string, unknown>, body: string) {
  const tools = await loadMarkdownTools();
  const mdast = tools.fromMarkdown(body, tools.mdxParseExtensions) as Root;
  return { path: pagePath, file, frontMatter, inTree: true, ...siteSectionsOf(mdast) } satisfies SitePage;
}

const SORTING = `Intro text.

<Demo name="BasicSort" height={300} />

## Multi sorting

<Demo name="SeveralColumns" height={300} />

## Initial and controlled sort model

<Demo name="Initial" height={300} />
<Demo name="Controlled" height={300} />

## Disable the sorting

### For all columns

<Demo name="NoSort" height={300} />

## Custom sort order

### For all columns

:::info
<Demo name="Cycle" height={300} />
:::

## The sortingOrder method and selectors

## See also
`;

describe('docs-coverage mapping rules', () => {
  it('normalises titles: case, punctuation, code ticks, emoji and & do not matter', () => {
    expect(normaliseTitle('The `updateRows()` method')).toBe(normaliseTitle('the updateRows method'));
    expect(normaliseTitle('✅ Rename `nodeId` to `itemId`')).toBe('rename nodeid to itemid');
    expect(normaliseTitle('Rows & columns')).toBe(normaliseTitle('Rows and columns'));
    expect(normaliseTitle('Multi-sorting')).toBe(normaliseTitle('Multi sorting'));
    expect(normaliseTitle('Sorting')).not.toBe(normaliseTitle('Sort'));
  });

  it('maps headings by title, by explicit covers, and records deliberate gaps', async () => {
    const page = await sitePage(
      'docs/react-data-grid/sorting.mdx',
      '/x/react-data-grid/sorting',
      {
        covers: {
          'Initial and controlled sort model': ['Initialize the sort model', 'Controlled sort model'],
        },
        notCovered: [
          { section: 'Server-side sorting', reason: 'Shown on the server-side data page instead.' },
        ],
      },
      SORTING,
    );
    const report = coverageReport(reference, [page]);
    expect(report.problems).toEqual([]);
    const sorting = findPage(report, '/react-data-grid/sorting/') ?? fail('page not found');
    const status = Object.fromEntries(sorting.sections.map((s) => [`${s.level}:${s.title}`, s.status]));
    expect(status).toEqual({
      '2:Multi-sorting': 'covered',
      '2:Pass sorting rules to the Data Grid': 'open',
      '3:Initialize the sort model': 'covered',
      '3:Controlled sort model': 'covered',
      '2:Disable the sorting': 'covered',
      '3:For all columns': 'covered',
      '2:Custom sort order': 'covered',
      '2:The `sortingOrder()` method & selectors': 'covered',
      '2:Server-side sorting': 'not-covered',
    });
    // Two reference sections titled "For all columns": each site heading of that title takes the next one.
    const forAll = sorting.sections.filter((s) => s.title === 'For all columns');
    expect(forAll.map((s) => s.status)).toEqual(['covered', 'covered']);
    expect(forAll.map((s) => s.siteDemos)).toEqual([['NoSort'], ['Cycle']]);
    expect(sorting.sections.find((s) => s.title === 'Multi-sorting')?.siteDemos).toEqual(['SeveralColumns']);
    expect(sorting.unmatchedHeadings).toEqual(['See also']);
    expect(sorting.counts).toEqual({
      sections: 10,
      covered: 8,
      notCovered: 1,
      open: 1,
      referenceDemos: 8,
      siteDemos: 6,
      // intro 1 + Multi-sorting 1 (of 2) + Initialize 1 + Controlled 1 + the two "For all columns" 2.
      matchedDemos: 6,
    });
    expect(sorting.sections.find((s) => s.title === 'Server-side sorting')?.reason).toBe(
      'Shown on the server-side data page instead.',
    );
    expect(formatPage(sorting)).toMatch(
      /– Server-side sorting — not covered: Shown on the server-side data page/,
    );
    expect(formatPage(sorting)).toMatch(/✗ Pass sorting rules to the Data Grid — open/);
  });

  it('reports missing pages, site-only pages and totals per product', async () => {
    const extra = await sitePage('docs/whats-new.mdx', '/x/whats-new', {}, '## News\n');
    const sorting = await sitePage(
      'docs/react-data-grid/sorting.mdx',
      '/x/react-data-grid/sorting',
      {},
      SORTING,
    );
    const report = coverageReport(reference, [sorting, extra]);
    expect(report.pages.filter((p) => p.status === 'missing').map((p) => p.path)).toEqual([
      '/x/react-charts/brush',
      '/x/introduction',
    ]);
    expect(findPage(report, 'whats-new')?.status).toBe('site-only');
    const grid = report.products.find((row) => row.product === 'Data Grid');
    expect(grid).toMatchObject({ pages: 1, present: 1, missing: 0, sections: 10, covered: 6, open: 4 });
    expect(report.products.find((row) => row.product === 'Charts')).toMatchObject({ pages: 1, missing: 1 });
    expect(report.totals).toMatchObject({
      pages: 3,
      present: 1,
      missing: 2,
      siteOnly: 1,
      sections: 12,
      covered: 6,
    });
    const summary = formatSummary(report);
    expect(summary).toMatch(/^Data Grid\s+1\/1\s+0\s+6\/10\s+0\s+4\s+60%/m);
    expect(summary).toMatch(/^Total\s+1\/3\s+2\s+6\/12/m);
    expect(summary).toContain('Missing pages (2): /x/react-charts/brush, /x/introduction');
  });

  it('rejects unknown sections, headings and malformed entries', async () => {
    const page = await sitePage(
      'docs/react-data-grid/sorting.mdx',
      '/x/react-data-grid/sorting',
      {
        covers: { 'No such heading': 'Multi-sorting', 'Disable the sorting': 'Sorting everything' },
        notCovered: [
          { section: 'Server-side sortin', reason: 'typo' },
          { section: 'Multi-sorting', reason: 'covered anyway' },
          { section: 'Custom sort order' },
          { section: 'Pass sorting rules to the Data Grid', reason: 'two\nlines' },
        ],
      },
      SORTING,
    );
    const { problems } = coverageReport(reference, [page]);
    expect(problems).toEqual([
      expect.stringMatching(/`notCovered:` entry 3 must be \{ section/),
      expect.stringMatching(/`notCovered:` entry 4 must be/),
      expect.stringMatching(/`covers:` names "No such heading", which is not a heading of this page/),
      expect.stringMatching(
        /"Disable the sorting" → "Sorting everything" is not a section of \/x\/react-data-grid\/sorting/,
      ),
      expect.stringMatching(/`notCovered:` names "Server-side sortin", which is not a section/),
      expect.stringMatching(/`notCovered:` names "Multi-sorting", which the heading "Multi sorting" covers/),
    ]);
    expect(problems.every((p) => p.startsWith('docs/react-data-grid/sorting.mdx: '))).toBe(true);
    expect(coverageFrontMatter({ covers: ['x'] }).problems).toHaveLength(1);
    expect(coverageFrontMatter({ notCovered: 'x' }).problems).toHaveLength(1);
    const siteOnly = await sitePage(
      'docs/whats-new.mdx',
      '/x/whats-new',
      { notCovered: [{ section: 'A', reason: 'b' }] },
      '',
    );
    expect(coverageReport(reference, [siteOnly]).problems).toEqual([
      expect.stringMatching(/the reference has no page \/x\/whats-new/),
    ]);
  });

  it('validates the reference inventory', () => {
    expect(() => validateReference({ tag: 'v8', pages: [] })).toThrow(/tag/);
    expect(() =>
      validateReference({ tag: 'v8.29.3', pages: [{ path: 'x/a', title: 'A', sections: [] }] }),
    ).toThrow(/path/);
    expect(() =>
      validateReference({
        tag: 'v8.29.3',
        pages: [{ path: '/x/a', title: 'A', sections: [{ level: 2, title: 'B', demos: [1] }] }],
      }),
    ).toThrow(/demos/);
    const committed = loadReference();
    expect(committed.tag).toBe('v8.29.3');
    expect(committed.pages).toHaveLength(203);
  });

  it('routes files like the docs plugin', () => {
    expect(pagePathOf('react-charts/index.mdx', {})).toBe('/x/react-charts');
    expect(pagePathOf('react-data-grid/sorting.mdx', {})).toBe('/x/react-data-grid/sorting');
    expect(pagePathOf('react-data-grid/sorting.mdx', { slug: '/react-data-grid/sort' })).toBe(
      '/x/react-data-grid/sort',
    );
    expect(pagePathOf('react-data-grid/sorting.mdx', { slug: 'sort' })).toBe('/x/react-data-grid/sort');
  });
});

describe('docs-coverage on the site', () => {
  it('has valid covers/notCovered front matter on every guide page', async () => {
    const sitePages = await readSitePages(path.resolve(__dirname, '../../..'), tree);
    const report = coverageReport(loadReference(), sitePages);
    expect(report.problems).toEqual([]);
    expect(report.totals.pages).toBe(203);
    // Every page of the site's tree is read (the tree's pages exist: the page-tree plugin checks that).
    expect(sitePages.filter((page) => page.inTree).length).toBeGreaterThan(150);
  }, 60000);
});
