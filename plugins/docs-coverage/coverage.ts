/**
 * The coverage of the reference by the site (README "Coverage against the reference"). Pure functions over
 * validated inputs: the reference inventory (`reference.ts`) and the site's pages as read by `site.ts`.
 *
 * Mapping rules, in this order, per site page with a reference page of the same path:
 * 1. front matter `covers:` maps a site heading to one or more reference section titles, explicitly;
 * 2. a site heading (any level) covers the first not-yet-covered reference section whose normalised title
 *    is the same (`normaliseTitle`: case, punctuation, code ticks, emoji and `&`/"and" do not matter);
 * 3. front matter `notCovered: [{ section, reason }]` lists reference sections left out on purpose, each
 *    with a one-line reason.
 * Any other reference section is open. A `covers` or `notCovered` entry that names no heading of the page /
 * no section of the reference page is a problem (the CLI and the unit test over `docs/` fail on it).
 */
import type { Heading, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { type Reference, type ReferencePage, type ReferenceSection } from './reference';

/** One heading of a site page and the `<Demo>` elements under it (up to the next heading of any level). */
export interface SiteSection {
  level: number;
  title: string;
  line: number;
  demos: string[];
}

/** A guide page of the site, as `site.ts` reads it from `docs/`. */
export interface SitePage {
  /** With the /x prefix, no trailing slash, as in the reference: `/x/react-data-grid/sorting`. */
  path: string;
  /** Relative to the site: `docs/react-data-grid/sorting.mdx`. */
  file: string;
  frontMatter: Record<string, unknown>;
  /** Whether the navigation tree (`src/data/pages.ts`) lists the page. */
  inTree: boolean;
  /** `<Demo>` elements before the first heading. */
  introDemos: string[];
  sections: SiteSection[];
}

export interface NotCoveredEntry {
  section: string;
  reason: string;
}

export interface CoverageFrontMatter {
  /** Site heading → reference section titles. */
  covers: Map<string, string[]>;
  notCovered: NotCoveredEntry[];
}

export type SectionStatus = 'covered' | 'not-covered' | 'open';

export interface SectionReport {
  level: number;
  title: string;
  status: SectionStatus;
  /** Site headings that cover it. */
  coveredBy: string[];
  reason?: string;
  referenceDemos: string[];
  /** Demos under the covering site headings. */
  siteDemos: string[];
}

export type PageStatus = 'present' | 'missing' | 'site-only';

export interface PageCounts {
  sections: number;
  covered: number;
  notCovered: number;
  open: number;
  referenceDemos: number;
  siteDemos: number;
  /** Per reference section (and the intro): min(reference demos, demos of the covering site sections). */
  matchedDemos: number;
}

export interface PageReport {
  path: string;
  title: string;
  product: string;
  status: PageStatus;
  file?: string;
  inTree?: boolean;
  sections: SectionReport[];
  /** Site headings that cover no reference section (site-only material, or a title to map with `covers:`). */
  unmatchedHeadings: string[];
  counts: PageCounts;
}

export interface ProductRow extends PageCounts {
  product: string;
  pages: number;
  present: number;
  missing: number;
  siteOnly: number;
}

export interface CoverageReport {
  tag: string;
  pages: PageReport[];
  products: ProductRow[];
  totals: ProductRow;
  /** Invalid `covers`/`notCovered` entries, as `file: message`. */
  problems: string[];
}

const PRODUCTS: Record<string, string> = {
  'react-data-grid': 'Data Grid',
  'react-date-pickers': 'Date and Time Pickers',
  'react-charts': 'Charts',
  'react-tree-view': 'Tree View',
  migration: 'Migration',
};
export const GENERAL_PRODUCT = 'General';
export const PRODUCT_ORDER = [...Object.values(PRODUCTS), GENERAL_PRODUCT];

/** The product a path belongs to: its first segment after /x (introduction, guides… are "General"). */
export function productOf(path: string): string {
  return PRODUCTS[path.split('/')[2] ?? ''] ?? GENERAL_PRODUCT;
}

/**
 * The form titles are compared in: lower case, `&` as "and", code ticks, emoji and punctuation dropped,
 * spaces collapsed. "The `updateRows()` method" and "The updateRows method" are the same section.
 */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Plain text of a heading (inline code keeps its text). */
function textOf(node: RootContent | Root): string {
  if (
    'value' in node &&
    typeof node.value === 'string' &&
    (node.type === 'text' || node.type === 'inlineCode')
  ) {
    return node.value;
  }
  if ('children' in node && Array.isArray(node.children)) {
    return (node.children as RootContent[]).map(textOf).join('');
  }
  return '';
}

function demoName(node: MdxJsxFlowElement | MdxJsxTextElement): string | undefined {
  const attr = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'name',
  );
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

/**
 * A page's headings (H2 and below) with the `<Demo>` names under each, and the demos before the first
 * heading. Headings inside JSX or admonitions count where they appear in reading order.
 */
export function siteSectionsOf(tree: Root): { introDemos: string[]; sections: SiteSection[] } {
  const introDemos: string[] = [];
  const sections: SiteSection[] = [];
  const walk = (node: Root | Parent) => {
    for (const child of node.children as RootContent[]) {
      if (child.type === 'heading' && (child as Heading).depth >= 2) {
        sections.push({
          level: (child as Heading).depth,
          title: textOf(child).trim(),
          line: child.position?.start.line ?? 0,
          demos: [],
        });
      } else if (
        (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
        child.name === 'Demo'
      ) {
        const name = demoName(child);
        if (name) (sections.length > 0 ? sections[sections.length - 1].demos : introDemos).push(name);
      } else if ('children' in child && Array.isArray(child.children)) {
        walk(child as Parent);
      }
    }
  };
  walk(tree);
  return { introDemos, sections };
}

function oneLine(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !/[\r\n]/.test(value) && value.length <= 200;
}

/**
 * Reads `covers:` and `notCovered:` of a page's front matter. Shape errors are returned as problems (the
 * entries that are well-formed still count).
 */
export function coverageFrontMatter(frontMatter: Record<string, unknown>): {
  spec: CoverageFrontMatter;
  problems: string[];
} {
  const problems: string[] = [];
  const covers = new Map<string, string[]>();
  const notCovered: NotCoveredEntry[] = [];
  const rawCovers = frontMatter.covers;
  if (rawCovers !== undefined) {
    if (!rawCovers || typeof rawCovers !== 'object' || Array.isArray(rawCovers)) {
      problems.push(
        '`covers:` must map a heading of this page to a reference section title (or a list of them).',
      );
    } else {
      for (const [heading, target] of Object.entries(rawCovers)) {
        const targets = Array.isArray(target) ? target : [target];
        if (targets.length === 0 || !targets.every(oneLine)) {
          problems.push(`\`covers:\` "${heading}" must name a reference section title or a list of them.`);
        } else {
          covers.set(heading, targets as string[]);
        }
      }
    }
  }
  const rawNotCovered = frontMatter.notCovered;
  if (rawNotCovered !== undefined) {
    if (!Array.isArray(rawNotCovered)) {
      problems.push('`notCovered:` must be a list of { section, reason }.');
    } else {
      rawNotCovered.forEach((entry: unknown, i) => {
        const { section, reason } = (entry ?? {}) as Record<string, unknown>;
        const extra =
          entry && typeof entry === 'object'
            ? Object.keys(entry).filter((k) => k !== 'section' && k !== 'reason')
            : [];
        if (!oneLine(section) || !oneLine(reason) || extra.length > 0) {
          problems.push(
            `\`notCovered:\` entry ${i + 1} must be { section: <reference section title>, reason: <one line, 200 characters at most> }.`,
          );
        } else {
          notCovered.push({ section: section.trim(), reason: reason.trim() });
        }
      });
    }
  }
  return { spec: { covers, notCovered }, problems };
}

function emptyCounts(): PageCounts {
  return {
    sections: 0,
    covered: 0,
    notCovered: 0,
    open: 0,
    referenceDemos: 0,
    siteDemos: 0,
    matchedDemos: 0,
  };
}

function referenceTitles(page: ReferencePage): string {
  return page.sections
    .filter((s) => s.level > 1)
    .map((s) => `"${s.title}"`)
    .join(', ');
}

/** One page's report; `problems` gets the invalid `covers`/`notCovered` entries. */
export function pageCoverage(
  reference: ReferencePage | undefined,
  site: SitePage | undefined,
  problems: string[],
): PageReport {
  const path = (reference?.path ?? site?.path) as string;
  const counts = emptyCounts();
  const report: PageReport = {
    path,
    title: reference?.title ?? String(site?.frontMatter.title ?? path),
    product: productOf(path),
    status: !site ? 'missing' : !reference ? 'site-only' : 'present',
    file: site?.file,
    inTree: site?.inTree,
    sections: [],
    unmatchedHeadings: [],
    counts,
  };
  const siteDemos = site ? [...site.introDemos, ...site.sections.flatMap((s) => s.demos)] : [];
  counts.siteDemos = siteDemos.length;
  const refSections = reference?.sections.filter((s) => s.level > 1) ?? [];
  const intro = reference?.sections.find((s) => s.level === 1);
  counts.sections = refSections.length;
  counts.referenceDemos = reference?.sections.reduce((sum, s) => sum + s.demos.length, 0) ?? 0;

  let spec: CoverageFrontMatter = { covers: new Map(), notCovered: [] };
  if (site) {
    const read = coverageFrontMatter(site.frontMatter);
    spec = read.spec;
    problems.push(...read.problems.map((message) => `${site.file}: ${message}`));
    if (!reference && (spec.covers.size > 0 || spec.notCovered.length > 0)) {
      problems.push(
        `${site.file}: \`covers:\`/\`notCovered:\` given, but the reference has no page ${path}.`,
      );
    }
  }

  const coveredBy = new Map<ReferenceSection, string[]>();
  const siteDemosOf = new Map<ReferenceSection, string[]>();
  const cover = (section: ReferenceSection, by: SiteSection) => {
    coveredBy.set(section, [...(coveredBy.get(section) ?? []), by.title]);
    siteDemosOf.set(section, [...(siteDemosOf.get(section) ?? []), ...by.demos]);
  };
  // The first reference section of that title not covered yet (then any of that title).
  const findRef = (title: string) => {
    const key = normaliseTitle(title);
    const same = refSections.filter((s) => normaliseTitle(s.title) === key);
    return same.find((s) => !coveredBy.has(s)) ?? same[0];
  };

  if (site && reference) {
    const headings = new Map(site.sections.map((s) => [normaliseTitle(s.title), s]));
    const explicit = new Set<SiteSection>();
    for (const [heading, targets] of spec.covers) {
      const section = headings.get(normaliseTitle(heading));
      if (!section) {
        problems.push(`${site.file}: \`covers:\` names "${heading}", which is not a heading of this page.`);
        continue;
      }
      explicit.add(section);
      for (const target of targets) {
        const ref = findRef(target);
        if (!ref) {
          problems.push(
            `${site.file}: \`covers:\` "${heading}" → "${target}" is not a section of ${path} in the reference (${referenceTitles(reference)}).`,
          );
        } else {
          cover(ref, section);
        }
      }
    }
    for (const section of site.sections) {
      const key = normaliseTitle(section.title);
      const ref = refSections.find((s) => normaliseTitle(s.title) === key && !coveredBy.has(s));
      if (ref) cover(ref, section);
      else if (!explicit.has(section) && !refSections.some((s) => normaliseTitle(s.title) === key)) {
        report.unmatchedHeadings.push(section.title);
      }
    }
  }

  const reasons = new Map<ReferenceSection, string>();
  for (const entry of spec.notCovered) {
    if (!reference || !site) break;
    const ref = refSections.find((s) => normaliseTitle(s.title) === normaliseTitle(entry.section));
    if (!ref) {
      problems.push(
        `${site.file}: \`notCovered:\` names "${entry.section}", which is not a section of ${path} in the reference (${referenceTitles(reference)}).`,
      );
    } else if (coveredBy.has(ref)) {
      problems.push(
        `${site.file}: \`notCovered:\` names "${entry.section}", which the heading "${coveredBy.get(ref)?.[0]}" covers; remove one of the two.`,
      );
    } else {
      reasons.set(ref, entry.reason);
    }
  }

  for (const section of refSections) {
    const by = coveredBy.get(section) ?? [];
    const reason = reasons.get(section);
    const status: SectionStatus = by.length > 0 ? 'covered' : reason !== undefined ? 'not-covered' : 'open';
    const demos = siteDemosOf.get(section) ?? [];
    report.sections.push({
      level: section.level,
      title: section.title,
      status,
      coveredBy: by,
      ...(reason !== undefined ? { reason } : {}),
      referenceDemos: section.demos,
      siteDemos: demos,
    });
    if (status === 'covered') {
      counts.covered += 1;
      counts.matchedDemos += Math.min(section.demos.length, demos.length);
    } else if (status === 'not-covered') counts.notCovered += 1;
    else counts.open += 1;
  }
  if (intro && site) counts.matchedDemos += Math.min(intro.demos.length, site.introDemos.length);
  return report;
}

function addCounts(into: PageCounts, from: PageCounts): void {
  for (const key of Object.keys(emptyCounts()) as (keyof PageCounts)[]) into[key] += from[key];
}

function emptyRow(product: string): ProductRow {
  return { product, pages: 0, present: 0, missing: 0, siteOnly: 0, ...emptyCounts() };
}

/** The whole report: every reference page (present or missing) and every site page the reference lacks. */
export function coverageReport(reference: Reference, sitePages: readonly SitePage[]): CoverageReport {
  const problems: string[] = [];
  const byPath = new Map(sitePages.map((page) => [page.path, page]));
  const referencePaths = new Set(reference.pages.map((page) => page.path));
  const pages = [
    ...reference.pages.map((page) => pageCoverage(page, byPath.get(page.path), problems)),
    ...sitePages
      .filter((page) => !referencePaths.has(page.path))
      .map((page) => pageCoverage(undefined, page, problems)),
  ];
  const rows = new Map(PRODUCT_ORDER.map((product) => [product, emptyRow(product)]));
  const totals = emptyRow('Total');
  for (const page of pages) {
    const row = rows.get(page.product) as ProductRow;
    for (const target of [row, totals]) {
      if (page.status !== 'site-only') target.pages += 1;
      if (page.status === 'present') target.present += 1;
      if (page.status === 'missing') target.missing += 1;
      if (page.status === 'site-only') target.siteOnly += 1;
      addCounts(target, page.counts);
    }
  }
  return { tag: reference.tag, pages, products: [...rows.values()], totals, problems };
}

/** Finds a page of the report by site path, with or without /x, leading or trailing slash. */
export function findPage(report: CoverageReport, query: string): PageReport | undefined {
  const clean = query
    .trim()
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/?(x\/)?/, '/x/')
    .replace(/\/+$/, '')
    .replace(/\.mdx?$/, '')
    .replace(/^\/x\/docs\//, '/x/')
    .replace(/\/index$/, '');
  return report.pages.find((page) => page.path === clean || page.file === query.replace(/^\.\//, ''));
}
