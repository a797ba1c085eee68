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

/**
 * Brings each demo of the hydrated page near the viewport for two frames (demos mount on approach, and stay
 * mounted: src/demos/useNearViewport.ts), then waits, in the page, until every demo has mounted and every live
 * area has kept the same height for 5 consecutive frames (grids measure their container, charts their size),
 * and lists each one not exactly its reserved height. All demos of a page settle together, in one round trip:
 * one demo after another would wait out the 5 frames once per demo.
 */
export async function demoHeightProblems(
  page: Page,
  sitePath: string,
  demos: ReservedDemo[],
): Promise<string[]> {
  if (demos.length === 0) return [];
  const measured = await page.evaluate(
    async ({ names, timeoutMs }) => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const region = (name: string) =>
        document.querySelector(`[data-demo="${name}"][data-demo-mounted="true"] [role="region"]`);
      for (const name of names) {
        document.querySelector(`[data-demo="${name}"]`)?.scrollIntoView({ block: 'center' });
        await frame();
        await frame();
      }
      const deadline = performance.now() + timeoutMs;
      const last = new Map<string, { height: number; frames: number }>();
      for (;;) {
        let settled = true;
        for (const name of names) {
          const live = region(name);
          const height = live && live.childElementCount > 0 ? live.getBoundingClientRect().height : -1;
          const before = last.get(name);
          const frames = before && before.height === height && height >= 0 ? before.frames + 1 : 0;
          last.set(name, { height, frames });
          if (frames < 5) settled = false;
        }
        if (settled) return { heights: names.map((name) => Math.round(last.get(name)!.height)) };
        if (performance.now() > deadline) {
          return { unmounted: names.filter((name) => (last.get(name)?.height ?? -1) < 0), heights: [] };
        }
        await frame();
      }
    },
    { names: demos.map((demo) => demo.name), timeoutMs: 20000 },
  );
  if ('unmounted' in measured) {
    const unmounted = measured.unmounted ?? [];
    return unmounted.length > 0
      ? unmounted.map((name) => `${sitePath}: demo ${name} did not mount within 20 s`)
      : [`${sitePath}: the demos' heights did not settle within 20 s`];
  }
  return demos.flatMap((demo, index) =>
    measured.heights[index] === demo.height
      ? []
      : [
          `${sitePath}: demo ${demo.name} is ${measured.heights[index]}px tall once mounted; it reserves ${demo.height}px`,
        ],
  );
}
