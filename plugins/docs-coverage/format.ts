/** Text output of the coverage report (`npm run docs:coverage`): the per-product table and one page's detail. */
import type { CoverageReport, PageReport, ProductRow } from './coverage';

function percent(part: number, whole: number): string {
  return whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function rowCells(row: ProductRow): string[] {
  const decided = row.covered + row.notCovered;
  return [
    row.product,
    `${row.present}/${row.pages}`,
    String(row.missing),
    `${row.covered}/${row.sections}`,
    String(row.notCovered),
    String(row.open),
    percent(decided, row.sections),
    String(row.referenceDemos),
    String(row.siteDemos),
    String(row.matchedDemos),
    String(row.siteOnly),
  ];
}

/** The per-product table with totals, then the problems and the missing pages. */
export function formatSummary(report: CoverageReport): string {
  const header = [
    'Product',
    'Pages',
    'Missing',
    'Sections',
    'Not covered',
    'Open',
    'Decided',
    'Ref demos',
    'Site demos',
    'Matched',
    'Site-only',
  ];
  const rows = [...report.products.filter((row) => row.pages + row.siteOnly > 0), report.totals].map(
    rowCells,
  );
  const missing = report.pages.filter((page) => page.status === 'missing');
  return [
    `Coverage of the reference documentation ${report.tag} (pages: present/reference; sections: covered/reference;`,
    'decided: covered + not covered with a reason; matched demos: per covered section, min(reference, site)).',
    '',
    table(header, rows),
    '',
    `Missing pages (${missing.length}): ${missing.map((page) => page.path).join(', ') || 'none'}`,
    ...(report.problems.length > 0
      ? ['', `Problems (${report.problems.length}):`, ...report.problems.map((p) => `- ${p}`)]
      : []),
    '',
    'One page in detail: npm run docs:coverage -- --page /react-data-grid/sorting',
  ].join('\n');
}

/** One page: each reference section with its status and demos, and the site headings that map to nothing. */
export function formatPage(page: PageReport): string {
  const out = [`${page.path} — ${page.title} (${page.product})`];
  if (page.status === 'missing') {
    out.push('No site page: the reference page below is not covered at all.');
  } else {
    out.push(`File: ${page.file}${page.inTree ? '' : ' (not in the navigation tree src/data/pages.ts)'}`);
  }
  if (page.status === 'site-only') {
    out.push('The reference has no page at this path.');
    return out.join('\n');
  }
  const c = page.counts;
  out.push(
    `Sections: ${c.covered} covered, ${c.notCovered} not covered on purpose, ${c.open} open, of ${c.sections}. ` +
      `Demos: ${c.referenceDemos} in the reference, ${c.siteDemos} on the site, ${c.matchedDemos} matched.`,
    '',
  );
  const mark = { covered: '✓', 'not-covered': '–', open: '✗' } as const;
  for (const section of page.sections) {
    const indent = section.level === 3 ? '    ' : '  ';
    let detail: string;
    if (section.status === 'covered') {
      const byOther = section.coveredBy.filter((title) => title !== section.title);
      detail = byOther.length > 0 ? ` (by "${byOther.join('", "')}")` : '';
    } else if (section.status === 'not-covered') {
      detail = ` — not covered: ${section.reason}`;
    } else {
      detail = ' — open';
    }
    const lacking = section.referenceDemos.length - section.siteDemos.length;
    const demos =
      section.referenceDemos.length > 0
        ? `  [demos: reference ${section.referenceDemos.join(', ')}; site ${section.siteDemos.join(', ') || 'none'}${
            section.status !== 'not-covered' && lacking > 0 ? `; ${lacking} missing` : ''
          }]`
        : section.siteDemos.length > 0
          ? `  [site demos: ${section.siteDemos.join(', ')}]`
          : '';
    out.push(`${indent}${mark[section.status]} ${section.title}${detail}${demos}`);
  }
  if (page.unmatchedHeadings.length > 0) {
    out.push(
      '',
      `Site headings with no reference section (map one with \`covers:\` if it covers a reference section under another title):`,
      ...page.unmatchedHeadings.map((title) => `  · ${title}`),
    );
  }
  return out.join('\n');
}
