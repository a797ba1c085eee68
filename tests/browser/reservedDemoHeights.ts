/**
 * Reserved demo heights: every `<Demo name="…" height={N} />` in the docs reserves N px, and once mounted the
 * demo's live area must be exactly that tall, so mounting a demo moves nothing on the page (README "Adding a
 * demo"). The every-route test in `platform.test.ts` checks it on each page with demos, in the same load.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export interface ReservedDemo {
  name: string;
  height: number;
}

const DOCS = path.resolve(__dirname, '../../docs');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return full === path.join(DOCS, 'api') ? [] : mdxFiles(full);
    return full.endsWith('.mdx') ? [full] : [];
  });
}

/** The site path of a guide page's MDX file (`docs/react-data-grid/sorting.mdx` → `/x/react-data-grid/sorting/`). */
function sitePathOf(file: string, basePath: string): string {
  const route = path
    .relative(DOCS, file)
    .replace(/\.mdx$/, '')
    .replace(/(^|\/)index$/, '');
  return `${basePath}${route ? `${route}/` : ''}`;
}

/** The site paths of every guide page (the MDX files under docs/, API pages aside). */
export function guidePaths(basePath = '/x/'): Set<string> {
  return new Set(mdxFiles(DOCS).map((file) => sitePathOf(file, basePath)));
}

/** The demos each guide page reserves space for, keyed by the page's path (`/x/react-data-grid/sorting/`). */
export function reservedDemosByPath(basePath = '/x/'): Map<string, ReservedDemo[]> {
  const byPath = new Map<string, ReservedDemo[]>();
  for (const file of mdxFiles(DOCS)) {
    const demos = [
      ...readFileSync(file, 'utf8').matchAll(/<Demo\b[^>]*\bname="(\w+)"[^>]*\bheight=\{(\d+)\}/g),
    ].map((match) => ({ name: match[1], height: Number(match[2]) }));
    if (demos.length === 0) continue;
    byPath.set(sitePathOf(file, basePath), demos);
  }
  return byPath;
}

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

/**
 * Scrolls each demo of the hydrated page into view (demos mount near the viewport), waits for it to mount and
 * settle (grids measure their container, charts their size), and lists each one not exactly its reserved height.
 */
export async function demoHeightProblems(
  page: Page,
  sitePath: string,
  demos: ReservedDemo[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const demo of demos) {
    const root = page.locator(`[data-demo="${demo.name}"]`);
    await root.scrollIntoViewIfNeeded();
    await page.waitForSelector(`[data-demo="${demo.name}"][data-demo-mounted="true"] [role="region"] > *`, {
      timeout: 20000,
    });
    await heightSettled(page, demo.name);
    const height = await root
      .locator('[role="region"]')
      .first()
      .evaluate((element) => Math.round(element.getBoundingClientRect().height));
    if (height !== demo.height) {
      problems.push(
        `${sitePath}: demo ${demo.name} is ${height}px tall once mounted; it reserves ${demo.height}px`,
      );
    }
  }
  return problems;
}
