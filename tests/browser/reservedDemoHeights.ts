/**
 * Reserved demo heights: every `<Demo name="…" height={N} />` in the docs reserves N px, and once mounted the
 * demo's live area must be exactly that tall, so mounting a demo moves nothing on the page (README "Adding a
 * demo"). The every-route test in `platform.test.ts` checks it on each page with demos, in the same load:
 * the current docs' (`docs/`, at `/x/…`) and every cut version's (`versioned_docs/version-<v>/`, at
 * `/x/<v>/…`, the test build's fixture version included).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Thrown when the page stopped giving animation frames while its demos were measured: the measuring loop
 * waits on frames, so it can never reach its own deadline then. The every-route check treats it as a stalled
 * route and checks the route once more in a new context (platform.test.ts), instead of waiting out the route's
 * whole deadline. `detail` says whether the page still ran scripts, for the log.
 */
export class PageStalled extends Error {
  constructor(readonly detail: string) {
    super(`the page stopped giving frames while its demos were measured (${detail})`);
  }
}

/** How long measuring the demos may take past its own 20 s deadline before the page counts as stalled. */
const STALL_GRACE_MS = 15000;

/** `work`'s result, or a PageStalled error once `ms` have passed, with what the page still answers. */
async function unlessStalled<T>(page: Page, work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<'stalled'>((resolve) => {
    timer = setTimeout(() => resolve('stalled'), ms);
  });
  try {
    const outcome = await Promise.race([work, stalled]);
    if (outcome !== 'stalled') return outcome;
  } finally {
    clearTimeout(timer);
  }
  // Whether the main thread still runs scripts tells a page stuck in a long task from one whose frames stopped.
  let probeTimer: NodeJS.Timeout | undefined;
  const probe = await Promise.race([
    page
      .evaluate(
        () => `scripts still run; visibility ${document.visibilityState}, focus ${document.hasFocus()}`,
      )
      .catch((error: Error) => `scripts fail: ${error.message.split('\n')[0]}`),
    new Promise<string>((resolve) => {
      probeTimer = setTimeout(() => resolve('no script answered within 3 s'), 3000);
    }),
  ]);
  clearTimeout(probeTimer);
  throw new PageStalled(probe);
}

export interface ReservedDemo {
  name: string;
  height: number;
}

const ROOT = path.resolve(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return full === path.join(DOCS, 'api') ? [] : mdxFiles(full);
    return full.endsWith('.mdx') ? [full] : [];
  });
}

/** A folder of guide pages and the site path it is served at. */
interface ContentRoot {
  dir: string;
  basePath: string;
}

/** The current docs, then each cut version listed in versions.json (plugins/version-metadata/docsVersions.ts). */
function contentRoots(basePath = '/x/', root = ROOT): ContentRoot[] {
  const versionsFile = path.join(root, 'versions.json');
  const versions = existsSync(versionsFile)
    ? (JSON.parse(readFileSync(versionsFile, 'utf8')) as string[])
    : [];
  return [
    { dir: path.join(root, 'docs'), basePath },
    ...versions.map((version) => ({
      dir: path.join(root, 'versioned_docs', `version-${version}`),
      basePath: `${basePath}${version}/`,
    })),
  ];
}

/** The site path of a guide page's MDX file (`docs/react-data-grid/sorting.mdx` → `/x/react-data-grid/sorting/`). */
function sitePathOf(file: string, { dir, basePath }: ContentRoot): string {
  const route = path
    .relative(dir, file)
    .replace(/\.mdx$/, '')
    .replace(/(^|\/)index$/, '');
  return `${basePath}${route ? `${route}/` : ''}`;
}

/** The site paths of every guide page of the current docs (the MDX files under docs/, API pages aside). */
export function guidePaths(basePath = '/x/'): Set<string> {
  const current = { dir: DOCS, basePath };
  return new Set(mdxFiles(DOCS).map((file) => sitePathOf(file, current)));
}

/**
 * The demos each guide page reserves space for, keyed by the page's path (`/x/react-data-grid/sorting/`,
 * `/x/8.x/react-data-grid/sorting/`), in the current docs and every cut version.
 */
export function reservedDemosByPath(basePath = '/x/', root = ROOT): Map<string, ReservedDemo[]> {
  const byPath = new Map<string, ReservedDemo[]>();
  for (const contentRoot of contentRoots(basePath, root)) {
    for (const file of mdxFiles(contentRoot.dir)) {
      const demos = [
        ...readFileSync(file, 'utf8').matchAll(/<Demo\b[^>]*\bname="(\w+)"[^>]*\bheight=\{(\d+)\}/g),
      ].map((match) => ({ name: match[1], height: Number(match[2]) }));
      if (demos.length === 0) continue;
      byPath.set(sitePathOf(file, contentRoot), demos);
    }
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
  // A page that hydrated keeps its frames' server HTML until the frame's code has loaded: scrolling a kept
  // copy into view mounts nothing (src/components/demos/Demo.tsx).
  await page.waitForFunction(
    (names) => names.every((name) => document.querySelector(`[data-demo="${name}"][data-demo-live]`)),
    demos.map((demo) => demo.name),
    { timeout: 20000 },
  );
  const measuring = page.evaluate(
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
  // Scrolling waits two frames per demo, then the loop waits for its 20 s deadline, one frame at a time.
  const measured = await unlessStalled(page, measuring, 20000 + STALL_GRACE_MS + demos.length * 1000);
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
