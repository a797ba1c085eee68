/**
 * On every real docs page with demos, each demo's live area, once mounted, is exactly as tall as the space (never taller than the min-height)
 * its `height` reserved: mounting a demo moves nothing on the page (README "Adding a demo").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { url, waitForHydration, browserSuite } from './support';

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

const suite = browserSuite();

/** Resolves once the demo's live area has kept the same height for 5 consecutive frames. */
async function heightSettled(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (demoName) => {
      const region = document.querySelector(`[data-demo="${demoName}"] [role="region"]`);
      const state = window as unknown as {
        __stableFrames?: Record<string, { height: number; frames: number }>;
      };
      const seen = (state.__stableFrames ??= {});
      const height = region?.getBoundingClientRect().height ?? -1;
      const last = seen[demoName];
      seen[demoName] = { height, frames: last && last.height === height ? last.frames + 1 : 0 };
      return seen[demoName].frames >= 5;
    },
    name,
    { polling: 'raf' },
  );
}

describe('reserved demo heights', () => {
  it('covers the pages with demos', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(10);
  });

  it.each(PAGES.map((page) => [page.sitePath, page.demos] as const))(
    '/x/%s: every mounted demo keeps exactly its reserved height (mounting moves nothing)',
    async (sitePath, demos) => {
      const { page } = await suite.open({ viewport: { width: 1280, height: 900 } });
      await page.goto(url(sitePath));
      await waitForHydration(page);
      for (const demo of demos) {
        const root = page.locator(`[data-demo="${demo.name}"]`);
        await root.scrollIntoViewIfNeeded();
        await page.waitForSelector(
          `[data-demo="${demo.name}"][data-demo-mounted="true"] [role="region"] > *`,
        );
        // Let the component settle (grids measure their container, charts their size) before measuring.
        await heightSettled(page, demo.name);
        const height = await root
          .locator('[role="region"]')
          .first()
          .evaluate((el) => el.getBoundingClientRect().height);
        expect({ demo: demo.name, height: Math.round(height) }).toEqual({
          demo: demo.name,
          height: demo.height,
        });
      }
    },
    120000,
  );
});
