/**
 * Guide pages tied to the API data (maintainers/writing.md, "Naming a prop, a slot or a class"): the generated prop table
 * of the sorting page, props that link themselves on every guide page, and facts of the review that the
 * built site shows (List view is stable).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { docPathToHref, parseFrontMatter } from '../../plugins/api-docs/demos';
import { BASE_URL, browserSuite, recordConsole, url, waitForHydration } from './support';
import { apiPageData } from './apiPageData';
import { HEADINGS_STAY_UNLINKED, UNLINKED_PROP_ALLOW_LIST } from './unlinkedPropAllowList';

const SITE_DIR = path.resolve(__dirname, '../..');
const DOCS_DIR = path.join(SITE_DIR, 'docs');

interface ComponentData {
  kind?: string;
  name: string;
  props: { name: string; default?: string }[];
}

/** The API data of every component page (plugins/api-docs). */
function apiComponents(): Map<string, ComponentData> {
  const components = new Map<string, ComponentData>();
  for (const { data } of apiPageData()) {
    const component = data as unknown as ComponentData;
    if (component.kind === 'component' && !components.has(component.name))
      components.set(component.name, component);
  }
  return components;
}

interface GuidePage {
  file: string;
  href: string;
  components: string[];
}

function guidePages(): GuidePage[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === path.join(DOCS_DIR, 'api') ? [] : walk(full);
      return entry.name.endsWith('.mdx') ? [full] : [];
    });
  return walk(DOCS_DIR).map((full) => {
    const frontMatter = parseFrontMatter(fs.readFileSync(full, 'utf8'));
    const file = path.relative(SITE_DIR, full);
    return {
      file,
      href: docPathToHref(path.relative(DOCS_DIR, full), frontMatter.slug),
      components: frontMatter.components,
    };
  });
}

const suite = browserSuite();

/** A hydrated page of the site, on the suite's shared page. */
async function openPage(sitePath: string): Promise<{ page: Page }> {
  const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
  const response = await page.goto(url(sitePath));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return { page };
}

describe('sorting page: the generated prop table', () => {
  it('shows sortingOrder with the default of the API data and links to its API row', async () => {
    const sortingOrder = apiComponents()
      .get('DataGrid')
      ?.props.find((prop) => prop.name === 'sortingOrder');
    expect(sortingOrder?.default).toBeTruthy();

    const { page } = await openPage('react-data-grid/sorting/');
    const recorder = recordConsole(page);
    const row = page.locator('[data-prop-table="DataGrid"] tr[data-prop="sortingOrder"]');
    await expect(row.count()).resolves.toBe(1);
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toBe('sortingOrder');
    expect(cells[2]).toBe(sortingOrder!.default);
    expect(cells[3].length).toBeGreaterThan(5);

    const link = row.locator('td').first().locator('a');
    await expect(link.getAttribute('href')).resolves.toBe('/x/api/data-grid/data-grid/#prop-sortingOrder');
    await link.click();
    await page.waitForURL((target) => target.pathname === '/x/api/data-grid/data-grid/');
    expect(new URL(page.url()).hash).toBe('#prop-sortingOrder');
    await page.locator('#prop-sortingOrder').waitFor({ state: 'visible' });
    // The row is scrolled into view: its top sits inside the viewport.
    await page.waitForFunction(
      () => {
        const top = document.getElementById('prop-sortingOrder')?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < window.innerHeight;
      },
      undefined,
      { timeout: 10_000 },
    );
    expect(recorder.errors).toEqual([]);
  });

  it('links a prop named in prose to the same row', async () => {
    const { page } = await openPage('react-data-grid/sorting/');
    const hrefs = await page
      .locator('.theme-doc-markdown p a code')
      .evaluateAll((codes) =>
        codes
          .filter((code) => code.textContent === 'sortModel')
          .map((code) => code.closest('a')!.getAttribute('href')),
      );
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set(['/x/api/data-grid/data-grid/#prop-sortModel']));
  });
});

interface CodeReport {
  /** Inline code naming a front-matter prop outside any link, with where it sits. */
  unlinked: { prop: string; context: 'heading' | 'text' }[];
  /** Links into API rows (`#prop-…`) in the article. */
  propLinks: number;
  /** Of those, links around inline code naming a front-matter prop (self-linking props and ApiLink). */
  linkedProps: number;
}

describe('guide pages: props link to their API rows', () => {
  it('no guide page names a prop of its front-matter components in unlinked inline code', async () => {
    const components = apiComponents();
    const pages = guidePages();
    expect(pages.length).toBeGreaterThanOrEqual(20);
    const { page } = await openPage('');
    const reports: Record<string, CodeReport> = {};
    for (const guide of pages) {
      const props = [
        ...new Set(guide.components.flatMap((name) => components.get(name)?.props.map((p) => p.name) ?? [])),
      ];
      for (const name of guide.components)
        expect([guide.file, components.has(name)]).toEqual([guide.file, true]);
      const pageUrl = new URL(guide.href.replace(/^\//, ''), BASE_URL).href;
      // Parsed in the browser from the served HTML, as the build wrote it (before any script runs).
      reports[guide.file] = await page.evaluate(
        async ({ target, propNames }) => {
          const html = await (await fetch(target)).text();
          const doc = new DOMParser().parseFromString(html, 'text/html');
          const article = doc.querySelector('.theme-doc-markdown');
          if (!article) throw new Error(`no article in ${target}`);
          const names = new Set(propNames);
          const report: CodeReport = { unlinked: [], propLinks: 0, linkedProps: 0 };
          report.propLinks = article.querySelectorAll('a[href*="#prop-"]').length;
          for (const code of article.querySelectorAll('code')) {
            const text = code.textContent ?? '';
            if (!names.has(text) || code.closest('pre')) continue;
            if (code.closest('a')) {
              report.linkedProps += 1;
            } else {
              report.unlinked.push({
                prop: text,
                context: code.closest('h1, h2, h3, h4, h5, h6') ? 'heading' : 'text',
              });
            }
          }
          return report;
        },
        { target: pageUrl, propNames: props },
      );
    }

    const allowed = (file: string, prop: string, context: string) =>
      (context === 'heading' && HEADINGS_STAY_UNLINKED) ||
      UNLINKED_PROP_ALLOW_LIST.some((entry) => entry.page === file && entry.prop === prop);
    const offenders = Object.entries(reports).flatMap(([file, report]) =>
      report.unlinked
        .filter((entry) => !allowed(file, entry.prop, entry.context))
        .map((entry) => `${file}: \`${entry.prop}\``),
    );
    expect(offenders).toEqual([]);
    // Every allow-list entry still applies.
    const stale = UNLINKED_PROP_ALLOW_LIST.filter(
      (entry) => !reports[entry.page]?.unlinked.some((found) => found.prop === entry.prop),
    );
    expect(stale).toEqual([]);

    const total = (key: 'propLinks' | 'linkedProps') =>
      Object.values(reports).reduce((sum, report) => sum + report[key], 0);
    console.log(
      `Guide pages: ${Object.keys(reports).length}; links to API prop rows: ${total('propLinks')}; ` +
        `linked inline props of front-matter components: ${total('linkedProps')}`,
    );
    expect(total('linkedProps')).toBeGreaterThan(20);
  });
});

describe('facts the review corrected', () => {
  it('List view is stable: no Preview chip, and the API has listView without unstable_', async () => {
    const listViewProps = apiComponents()
      .get('DataGridPro')!
      .props.map((prop) => prop.name)
      .filter((name) => /listView/i.test(name));
    expect(listViewProps).toEqual(expect.arrayContaining(['listView', 'listViewColumn']));
    expect(listViewProps.filter((name) => name.startsWith('unstable_'))).toEqual([]);

    const { page } = await openPage('react-data-grid/list-view/');
    await expect(page.locator('h1').textContent()).resolves.toContain('List view');
    // The sidebar entry itself is there, with no Preview chip (other products' groups, closed, render no
    // links: src/components/sidebar/SidebarNav.tsx) and none on the page's heading either.
    const entry = page.locator('nav a[href="/x/react-data-grid/list-view/"]');
    await expect(entry.count()).resolves.toBeGreaterThan(0);
    await expect(entry.locator('.sidebar-chip-unstable').count()).resolves.toBe(0);
    await expect(
      page.locator('article .sidebar-chip-unstable, h1 .sidebar-chip-unstable').count(),
    ).resolves.toBe(0);
  });
});
