/**
 * On every real docs page with demos, each demo's live area, once mounted, is exactly as tall as the space (never taller than the min-height)
 * its `height` reserved: mounting a demo moves nothing on the page (issue 2 item 8, issue 3).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, url, waitForHydration } from './support';

const DOCS = path.resolve(__dirname, '../../docs');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return full === path.join(DOCS, 'api') ? [] : mdxFiles(full);
    return full.endsWith('.mdx') ? [full] : [];
  });
}

const PAGES = mdxFiles(DOCS)
  .map((file) => {
    const demos = [
      ...readFileSync(file, 'utf8').matchAll(/<Demo\b[^>]*\bname="(\w+)"[^>]*\bheight=\{(\d+)\}/g),
    ].map((match) => ({ name: match[1], height: Number(match[2]) }));
    const sitePath = `${path
      .relative(DOCS, file)
      .replace(/\.mdx$/, '')
      .replace(/(^|\/)index$/, '')}/`.replace(/^\/$/, '');
    return { sitePath, demos };
  })
  .filter((page) => page.demos.length > 0);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('reserved demo heights', () => {
  it('covers the pages with demos', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(10);
  });

  it.each(PAGES.map((page) => [page.sitePath, page.demos] as const))(
    '/x/%s: every mounted demo keeps exactly its reserved height (mounting moves nothing)',
    async (sitePath, demos) => {
      const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(url(sitePath));
      await waitForHydration(page);
      for (const demo of demos) {
        const root = page.locator(`[data-demo="${demo.name}"]`);
        await root.scrollIntoViewIfNeeded();
        await page.waitForSelector(
          `[data-demo="${demo.name}"][data-demo-mounted="true"] [role="region"] > *`,
        );
        // Let the component settle (grids measure their container, charts their size) before measuring.
        await page.waitForTimeout(300);
        const height = await root
          .locator('[role="region"]')
          .first()
          .evaluate((el) => el.getBoundingClientRect().height);
        expect({ demo: demo.name, height: Math.round(height) }).toEqual({
          demo: demo.name,
          height: demo.height,
        });
      }
      await context.close();
    },
    120000,
  );
});
