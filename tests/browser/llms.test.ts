/**
 * AI-readable docs: llms.txt, a Markdown version of every page, and the "Copy page" button.
 */
import { BASE_URL, ORIGIN, url, waitForHydration, browserSuite } from './support';

const suite = browserSuite();

/** Page URLs of the sitemap, as paths under the test server (`/x/react-data-grid/sorting/`). */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${BASE_URL}sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const markdownPathOf = (pagePath: string) => `${pagePath.replace(/\/$/, '')}.md`;

async function fetchText(path: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(ORIGIN + path);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

describe('llms.txt', () => {
  it('lists every page of the sitemap, each once, doc pages linked to their Markdown version', async () => {
    const llms = await fetchText('/x/llms.txt');
    expect(llms.status).toBe(200);
    expect(llms.text.startsWith('# MUI X\n\n> ')).toBe(true);
    const linked = [...llms.text.matchAll(/^- \[[^\]]*(?:\\\][^\]]*)*\]\(([^)]+)\)/gm)].map(
      (match) => new URL(match[1]).pathname,
    );
    const pages = await sitemapPaths();
    expect(pages.length).toBeGreaterThanOrEqual(20);
    // A page without Markdown source (a React page such as the error decoder) is linked as HTML.
    const pageOf = (link: string) => (link.endsWith('.md') ? `${link.slice(0, -'.md'.length)}/` : link);
    expect(linked.map(pageOf).sort()).toEqual([...pages].sort());
    const markdownLinks = linked.filter((link) => link.endsWith('.md'));
    expect(markdownLinks.length).toBeGreaterThanOrEqual(pages.length - 3);
    for (const link of markdownLinks) {
      const response = await fetch(ORIGIN + link, { method: 'HEAD' });
      expect([link, response.status]).toEqual([link, 200]);
    }
  });

  it('groups pages under their product', async () => {
    const { text } = await fetchText('/x/llms.txt');
    const section = (name: string) => text.split(`\n## ${name}\n`)[1]?.split('\n## ')[0] ?? '';
    expect(section('Data Grid')).toContain('/x/react-data-grid/sorting.md');
    expect(section('Charts')).toContain('/x/react-charts/quickstart.md');
    expect(section('General')).toContain('/x/introduction/licensing.md');
    expect(section('General')).not.toContain('/x/react-data-grid/');
  });
});

describe('Markdown pages', () => {
  it('start with the page H1 and its description', async () => {
    const { page } = await suite.open();
    for (const pagePath of [
      '/x/react-data-grid/sorting/',
      '/x/introduction/',
      '/x/react-charts/quickstart/',
      '/x/migration/migration-data-grid-v7/',
    ]) {
      await page.goto(ORIGIN + pagePath);
      const h1 = (await page.locator('article h1').first().textContent())?.trim();
      const description = (await page.locator('article p.description').first().textContent())?.trim();
      const markdown = await fetchText(markdownPathOf(pagePath));
      expect(markdown.status).toBe(200);
      expect(markdown.type).toContain('text/markdown');
      expect(markdown.text.startsWith(`# ${h1}\n\n${description}\n`)).toBe(true);
    }
  });

  it('inline demos as their TSX source', async () => {
    const markdown = await fetchText('/x/test-fixtures/three-demos.md');
    expect(markdown.status).toBe(200);
    expect(markdown.text).toContain('```tsx title="FixtureGrid.tsx"\n');
    expect(markdown.text).toContain('export default function FixtureGrid()');
    expect(markdown.text).not.toContain('<Demo');
  });

  it('render the DataGrid API page with its checkboxSelection row', async () => {
    const markdown = await fetchText('/x/api/data-grid/data-grid.md');
    expect(markdown.status).toBe(200);
    expect(markdown.text.startsWith('# DataGrid API\n')).toBe(true);
    const row = markdown.text.split('\n').find((line) => line.startsWith('| `checkboxSelection`'));
    expect(row).toMatch(/^\| `checkboxSelection` +\| `boolean` +\| `false` +\|/);
  });
});

describe('Copy page', () => {
  it('puts the page Markdown on the clipboard and offers "View as Markdown"', async () => {
    const context = await suite.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
    const page = await context.newPage();
    await page.goto(url('react-data-grid/sorting/'));
    await waitForHydration(page);
    const button = page.getByTestId('copy-page');
    await button.click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="copy-page"]')?.textContent === 'Copied',
    );
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const expected = await fetchText('/x/react-data-grid/sorting.md');
    const h1 = (await page.locator('article h1').first().textContent())?.trim();
    expect(clipboard).toBe(expected.text);
    expect(clipboard.startsWith(`# ${h1}\n`)).toBe(true);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="copy-page"]')?.textContent === 'Copy page',
      undefined,
      { timeout: 3000 },
    );

    await page.getByRole('button', { name: 'More page actions' }).click();
    const view = page.getByRole('menuitem', { name: /View as Markdown/ });
    await expect(view.getAttribute('href')).resolves.toBe('/x/react-data-grid/sorting.md');
  });
});
