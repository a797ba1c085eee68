/**
 * Versioned docs: the current version labelled with the installed package version, and the committed fixture
 * version (versioned_docs/version-fixture/, built by test builds only) served at /x/fixture/ with its own
 * sidebar, demo, banner, footer and menus. The built HTML is checked in Node; reading, hydration and the
 * menus in Chromium.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite, recordConsole, url, waitForHydration } from './support';
import { demoHeightProblems, reservedDemosByPath } from './reservedDemoHeights';

const ROOT = path.resolve(__dirname, '../..');
const BUILD_DIR = process.env.DOCS_TEST_BUILD_DIR ?? path.join(ROOT, 'build');
const INSTALLED = (
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@mui/x-data-grid/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const CURRENT_LABEL = `v${INSTALLED}`;

const html = (sitePath: string) => readFileSync(path.join(BUILD_DIR, sitePath, 'index.html'), 'utf8');
/** An `href` in the minified HTML, quoted or not. */
const hasHref = (markup: string, href: string) =>
  new RegExp(`href="?${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"?[\\s>]`).test(markup);
const text = (markup: string) =>
  markup
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');

describe('built HTML', () => {
  test('the current version is labelled with the installed @mui/x-data-grid version, in the menu and footer', () => {
    expect(INSTALLED).toMatch(/^\d+\.\d+\.\d+/);
    const page = html('react-data-grid/sorting');
    expect(page).toContain(`aria-label="Version: ${CURRENT_LABEL}"`);
    expect(text(page)).toContain(`Documentation for ${CURRENT_LABEL}.`);
    expect(page).not.toContain('8.0.0-alpha');
    expect(page).not.toMatch(/class="[^"]*theme-doc-version-banner/);
  });

  test('the fixture version has its pages, its own label and a banner to the same page in the current version', () => {
    for (const sitePath of [
      'fixture/introduction',
      'fixture/react-data-grid',
      'fixture/react-data-grid/sorting',
    ]) {
      expect(`${sitePath}: ${existsSync(path.join(BUILD_DIR, sitePath, 'index.html'))}`).toBe(
        `${sitePath}: true`,
      );
    }
    const page = html('fixture/react-data-grid/sorting');
    expect(page).toContain('aria-label="Version: Fixture"');
    expect(text(page)).toContain('Documentation for Fixture.');
    const banner =
      /<div[^>]*data-testid="?version-banner"?[\s\S]*?<\/div><\/div><\/div>/.exec(page)?.[0] ?? '';
    expect(text(banner)).toContain(
      'This is documentation for MUI X Fixture, which is no longer actively maintained.',
    );
    expect(hasHref(banner, '/x/react-data-grid/sorting/')).toBe(true);
    // The footer links to the products this version has, and to the current version for the others.
    const footer = /<footer[\s\S]*<\/footer>/.exec(page)?.[0] ?? '';
    expect(hasHref(footer, '/x/fixture/react-data-grid/')).toBe(true);
    expect(hasHref(footer, '/x/react-charts/')).toBe(true);
  });

  test("the fixture's sidebar is its own frozen tree, badges included", () => {
    const page = html('fixture/react-data-grid/sorting');
    const sidebar = /<nav[^>]*aria-label="?Docs"?[\s>][\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
    const sidebarLinks = [...sidebar.matchAll(/href="?(\/x\/[^"\s>]*)/g)].map((match) => match[1]);
    expect(sidebarLinks).toEqual(
      expect.arrayContaining(['/x/fixture/react-data-grid/', '/x/fixture/react-data-grid/sorting/']),
    );
    expect(sidebarLinks.filter((href) => !href.startsWith('/x/fixture/'))).toEqual([]);
    // Sorting carries the "New" badge the fixture's frozen tree gives it.
    expect(text(sidebar)).toMatch(/Sorting\s*New/);
    expect(hasHref(page, '/x/fixture/react-data-grid/filtering/')).toBe(false);
  });

  test("the fixture's API page shows the props frozen with the version, and links within the version where it can", () => {
    const page = html('fixture/api/data-grid/data-grid');
    const current = html('api/data-grid/data-grid');
    // `frozenInFixture` exists only in versioned_api/version-fixture.json; the installed DataGrid lacks it.
    expect(page).toMatch(/id="?prop-frozenInFixture"?[\s>]/);
    expect(current).not.toContain('prop-frozenInFixture');
    expect(page).toMatch(/id="?prop-checkboxSelection"?[\s>]/);
    // The frozen props only: the installed page's other props are not there.
    expect(current).toMatch(/id="?prop-autoHeight"?[\s>]/);
    expect(page).not.toContain('prop-autoHeight');
    expect(page).toContain('aria-label="Version: Fixture"');
    // The demo page the fixture has stays in the fixture; a type page it lacks opens in the current version.
    expect(hasHref(page, '/x/fixture/react-data-grid/sorting/')).toBe(true);
    expect(hasHref(page, '/x/api/data-grid/grid-col-def/')).toBe(true);
    // Its sidebar's API group is the fixture's own, pointing at the fixture's pages.
    const sidebar = /<nav[^>]*aria-label="?Docs"?[\s>][\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
    expect(hasHref(sidebar, '/x/fixture/api/data-grid/data-grid/')).toBe(true);
    expect(hasHref(sidebar, '/x/api/data-grid/data-grid/')).toBe(false);
    expect(existsSync(path.join(BUILD_DIR, 'fixture/api/data-grid/index.html'))).toBe(true);
    expect(existsSync(path.join(BUILD_DIR, 'fixture/api/charts/index.html'))).toBe(false);
  });

  test("every version's pages are indexed, each with its version and the product read inside the version", () => {
    /** The value of a hidden search marker (SearchIndexMeta) in the minified HTML. */
    const marker = (markup: string, kind: 'filter' | 'meta', key: string) =>
      new RegExp(`data-pagefind-${kind}="?${key}\\[data-value\\]"? data-value="?([^"\\s>]+)`).exec(
        markup,
      )?.[1];
    const current = html('react-data-grid/sorting');
    const fixture = html('fixture/react-data-grid/sorting');
    for (const page of [current, fixture]) expect(page).toContain('data-pagefind-body');
    expect([marker(current, 'filter', 'version'), marker(current, 'filter', 'product')]).toEqual([
      'current',
      'Data',
    ]);
    expect([marker(fixture, 'filter', 'version'), marker(fixture, 'filter', 'product')]).toEqual([
      'fixture',
      'Data',
    ]);
    expect(fixture).toMatch(/data-pagefind-filter="?product\[data-value\]"? data-value="Data Grid"/);
    const fixtureApi = html('fixture/api/data-grid/data-grid');
    expect(marker(fixtureApi, 'filter', 'version')).toBe('fixture');
    expect(marker(fixtureApi, 'meta', 'section')).toBe('API');
  });

  test("a fixture page names its product in its meta tags and shows its frozen tree's badges in its header", () => {
    const page = html('fixture/react-data-grid/sorting');
    expect(page).toMatch(/name="?mui:productId"? content="?x-data-grid"?[\s>/]/);
    expect(html('fixture/api/data-grid/data-grid')).toMatch(
      /name="?mui:productId"? content="?x-data-grid"?[\s>/]/,
    );
    // "New" comes from versioned_sidebars/version-fixture-sidebars.json; the current Sorting page has none.
    const header = (markup: string) => /<h1[\s\S]*?<\/header>/.exec(markup)?.[0] ?? '';
    expect(header(page)).toContain('sidebar-chip-newFeature');
    expect(header(html('react-data-grid/sorting'))).not.toContain('sidebar-chip-newFeature');
  });

  test("llms.txt lists the fixture's pages apart, under its label, and their Markdown names the version", () => {
    const llms = readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');
    const section = (name: string) => llms.split(`\n## ${name}\n`)[1]?.split('\n## ')[0] ?? '';
    const older = section('Data Grid (older version Fixture)');
    expect(older).toContain('/x/fixture/react-data-grid/sorting.md');
    expect(older).toContain('/x/fixture/api/data-grid/data-grid.md');
    expect(section('General (older version Fixture)')).toContain('/x/fixture/introduction.md');
    // No fixture page in the current version's sections, which all come first.
    const current = llms.split('\n## ').filter((part) => !/^[^\n]*\(older version /.test(part));
    expect(current.join('\n')).not.toContain('/x/fixture/');
    expect(llms.indexOf('(older version Fixture)')).toBeGreaterThan(llms.indexOf('\n## General\n'));
    const markdown = readFileSync(path.join(BUILD_DIR, 'fixture/react-data-grid/sorting.md'), 'utf8');
    expect(markdown).toContain('\n> This page documents MUI X Fixture, an older version.\n');
    expect(readFileSync(path.join(BUILD_DIR, 'react-data-grid/sorting.md'), 'utf8')).not.toContain(
      'an older version',
    );
  });

  test("the reserved-height check knows the fixture's demo", () => {
    expect(reservedDemosByPath().get('/x/fixture/react-data-grid/sorting/')).toEqual([
      { name: 'BasicSortingGrid', height: 450 },
    ]);
  });

  test('production builds leave the fixture out (it is listed in versions.json for test builds only)', () => {
    const config = readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
    expect(config).toContain('docsVersionsOptions(__dirname, { includeFixture: isTestBuild })');
    expect(JSON.parse(readFileSync(path.join(ROOT, 'versions.json'), 'utf8'))).toContain('fixture');
  });
});

describe('in the browser', () => {
  const suite = browserSuite();

  test('a fixture page hydrates without errors, names its product and mounts its frozen demo', async () => {
    const { page } = await suite.sharedPage();
    const consoleRecord = recordConsole(page);
    await page.goto(url('fixture/react-data-grid/sorting/'));
    await waitForHydration(page);
    await expect(page.getByText('This page crashed').count()).resolves.toBe(0);
    // The product switcher (a menu button) names the product of the versioned path.
    await expect(
      page.locator('header button[aria-haspopup="menu"]', { hasText: /^Data Grid$/ }).count(),
    ).resolves.toBe(1);
    await page.getByRole('grid').first().waitFor();
    // Its demo mounts at exactly the height its page reserves (as the every-route check measures it).
    await expect(
      demoHeightProblems(page, '/x/fixture/react-data-grid/sorting/', [
        { name: 'BasicSortingGrid', height: 450 },
      ]),
    ).resolves.toEqual([]);
    expect(consoleRecord.errors).toEqual([]);
  });

  test("the fixture's API page hydrates without errors and keeps its frozen props", async () => {
    const { page } = await suite.sharedPage();
    const consoleRecord = recordConsole(page);
    await page.goto(url('fixture/api/data-grid/data-grid/'));
    await waitForHydration(page);
    await expect(page.locator('h1').textContent()).resolves.toContain('DataGrid API');
    await expect(page.locator('h3#prop-frozenInFixture').count()).resolves.toBe(1);
    await expect(page.locator('section.api-section-props h3[id^="prop-"]').count()).resolves.toBe(5);
    expect(consoleRecord.errors).toEqual([]);
  });

  test('the banner opens the same page in the current version', async () => {
    const { page } = await suite.sharedPage();
    await page.goto(url('fixture/react-data-grid/sorting/'));
    await waitForHydration(page);
    await page.getByTestId('version-banner').getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(url('react-data-grid/sorting/'));
    // The navbar re-renders for the new version after the URL changes: wait for it, then check it is alone.
    await page.getByRole('button', { name: `Version: ${CURRENT_LABEL}` }).waitFor();
    await expect(page.getByTestId('version-banner').count()).resolves.toBe(0);
  });

  test('the versions menu lists the built versions, then the older majors; each opens the page read where it exists', async () => {
    const { page } = await suite.sharedPage();
    await page.goto(url('fixture/react-data-grid/sorting/'));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Version: Fixture' }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await items.first().waitFor();
    await expect(items.allTextContents()).resolves.toEqual([
      CURRENT_LABEL,
      'Fixture',
      'v7',
      'v6',
      'v5',
      'v4',
    ]);
    await expect(items.nth(0).getAttribute('href')).resolves.toBe('/x/react-data-grid/sorting/');
    await expect(items.nth(1).getAttribute('class')).resolves.toContain('Mui-selected');
    await expect(items.nth(2).getAttribute('href')).resolves.toBe('https://mui.com/x/react-data-grid/');

    // From a current page the fixture lacks, the fixture item opens the product's overview there.
    await page.goto(url('react-data-grid/filtering/'));
    await waitForHydration(page);
    await page.getByRole('button', { name: `Version: ${CURRENT_LABEL}` }).click();
    const current = page.getByRole('menu').getByRole('menuitem');
    await current.first().waitFor();
    await expect(current.nth(1).getAttribute('href')).resolves.toBe('/x/fixture/react-data-grid/');
    await current.nth(1).click();
    await page.waitForURL(url('fixture/react-data-grid/'));
    // The URL changes before the app renders the new route: wait for the navbar to follow.
    await page.getByRole('button', { name: 'Version: Fixture' }).waitFor();
    await expect(page.getByRole('button', { name: 'Version: Fixture' }).count()).resolves.toBe(1);
  });

  /** The result pages once the dialog shows the answer `ready` accepts: URL and version label of each. */
  async function searchResults(page: Page, ready: 'any' | 'settled' | 'fixture' | 'mixed') {
    await page.waitForFunction(
      (condition) => {
        const box = document.querySelector('[data-testid="search-dialog"]');
        if (!box || box.querySelector('[aria-busy="true"]')) return false;
        const groups = [...box.querySelectorAll('[data-testid="search-result-group"]')].map(
          (group) => group.querySelector('[data-testid="search-result"]')?.getAttribute('data-url') ?? '',
        );
        if (condition === 'settled') {
          return box.querySelector('[data-testid="search-empty"]') !== null || groups.length > 0;
        }
        if (condition === 'fixture') return groups.some((u) => u.startsWith('/x/fixture/'));
        if (condition === 'any') return groups.length > 0;
        // `mixed`: both versions, the current one first.
        return (
          groups.length > 0 &&
          !groups[0].startsWith('/x/fixture/') &&
          groups.some((u) => u.startsWith('/x/fixture/'))
        );
      },
      ready,
      { timeout: 15000 },
    );
    return page.getByTestId('search-result-group').evaluateAll((groups) =>
      groups.map((group) => ({
        url: group.querySelector('[data-testid="search-result"]')?.getAttribute('data-url') ?? '',
        version: group.querySelector('[data-testid="search-result-version"]')?.textContent ?? null,
      })),
    );
  }

  test("search reads the version being read, labels another version's results, and can search all versions", async () => {
    const { page } = await suite.sharedPage();
    await page.goto(url('fixture/react-data-grid/sorting/'));
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search the documentation' });
    await input.waitFor();
    const versions = page.getByRole('group', { name: 'Versions to search' });
    // The version being read is the one searched.
    await versions.locator('[aria-pressed="true"]', { hasText: 'Fixture' }).waitFor();
    await expect(versions.getByRole('button').allTextContents()).resolves.toEqual([
      CURRENT_LABEL,
      'Fixture',
      'All versions',
    ]);
    // On a fixture page: the fixture's pages only, each labelled.
    await input.fill('sorting');
    const inFixture = await searchResults(page, 'any');
    expect(inFixture.length).toBeGreaterThan(0);
    expect(
      inFixture.filter((result) => !result.url.startsWith('/x/fixture/') || result.version !== 'Fixture'),
    ).toEqual([]);
    // All versions: the current version's pages first, unlabelled; every fixture page labelled.
    await versions.getByRole('button', { name: 'All versions' }).click();
    const everywhere = await searchResults(page, 'mixed');
    const firstFixture = everywhere.findIndex((result) => result.url.startsWith('/x/fixture/'));
    expect(everywhere.slice(0, firstFixture).every((result) => result.version === null)).toBe(true);
    expect(everywhere.slice(firstFixture).every((result) => result.url.startsWith('/x/fixture/'))).toBe(true);
    expect(everywhere.slice(firstFixture).every((result) => result.version === 'Fixture')).toBe(true);
    await page.keyboard.press('Escape');

    // In the current version (reached by the banner, a client-side navigation), a word only the fixture has finds
    // no fixture page, until all versions are searched: then the fixture's API page comes, labelled.
    await page.getByTestId('version-banner').getByRole('link', { name: 'latest version' }).click();
    await page.getByRole('button', { name: `Version: ${CURRENT_LABEL}` }).waitFor();
    await page.keyboard.press('Control+k');
    await input.waitFor();
    await versions.locator('[aria-pressed="true"]', { hasText: CURRENT_LABEL }).waitFor();
    await input.fill('frozenInFixture');
    const inCurrent = await searchResults(page, 'settled');
    expect(inCurrent.filter((result) => result.url.startsWith('/x/fixture/'))).toEqual([]);
    await versions.getByRole('button', { name: 'All versions' }).click();
    const frozen = (await searchResults(page, 'fixture')).filter((result) =>
      result.url.startsWith('/x/fixture/'),
    );
    expect(frozen).toContainEqual({
      url: expect.stringMatching(/^\/x\/fixture\/api\/data-grid\/data-grid\//),
      version: 'Fixture',
    });
    expect(frozen.every((result) => result.version === 'Fixture')).toBe(true);
    await page.keyboard.press('Escape');
  });
});
