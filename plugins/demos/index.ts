/**
 * The demo system's Docusaurus plugin: registers the `?demo` loader (see loader.cjs) with the bundler
 * and, after a production build, writes what generating the JS variants cost. The matching remark plugin
 * (remark.ts) goes in the docs plugin's `remarkPlugins`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
import { resetTimingLog, timingSummary } from './timings';
import { DEMO_CHUNK_QUERY, DEMO_GROUP_QUERY, DEMO_RESOURCE_QUERY } from './queries';

export interface DemosPluginOptions {
  /** Writes `.docusaurus/demos-timings.json` (JS-variant generation cost per demo) after a build. */
  reportTimings: boolean;
  id?: string;
}

interface ChunkLike {
  name?: string | null;
  groupsIterable?: Iterable<{ origins?: Array<{ request?: string | null }> }>;
}

/**
 * A demo's own chunk (loaded through `./X.tsx?demo-chunk`, unnamed), the chunk a few demos of a page share
 * (`./X.tsx?demo-group=…`, unnamed) or one of the demo system's named lazy chunks (`demo-toolbar`,
 * `demo-editor`).
 */
export function isDemoChunk(chunk: ChunkLike): boolean {
  if (typeof chunk.name === 'string' && chunk.name.startsWith('demo-')) return true;
  for (const group of chunk.groupsIterable ?? []) {
    const origins = group.origins ?? [];
    if (
      origins.some(
        (origin) => origin.request?.endsWith(DEMO_CHUNK_QUERY) || origin.request?.includes(DEMO_GROUP_QUERY),
      )
    )
      return true;
  }
  return false;
}

/**
 * The chunks Docusaurus's `common` group counts: all but the demo chunks. The bundler asks once per module
 * and chunk (about 120,000 times per rebuild), so the answer is kept per chunk object, which lives for one
 * compilation. maintainers/performance.md, "What keeps pages light".
 */
export function countedForCommon(): (chunk: ChunkLike) => boolean {
  const verdicts = new WeakMap<object, boolean>();
  return (chunk) => {
    let verdict = verdicts.get(chunk);
    if (verdict === undefined) {
      verdict = !isDemoChunk(chunk);
      verdicts.set(chunk, verdict);
    }
    return verdict;
  };
}

/**
 * One async cache group per installed `@mui/x-*` package (`mui-x-data-grid-pro`), with fixed names and
 * patterns rather than functions, so the bundler matches modules without calling into JavaScript for each
 * one on every rebuild; and a last group for any package installed later.
 */
export function muiXCacheGroups(packages: readonly string[]) {
  const group = (test: RegExp, name: string, priority: number) => ({
    test,
    name,
    chunks: 'async' as const,
    priority,
    enforce: true,
    reuseExistingChunk: true,
  });
  const groups: Record<string, ReturnType<typeof group>> = {};
  for (const pkg of packages) {
    if (!/^x-[a-z-]+$/.test(pkg)) continue;
    // Only where the package is the first `node_modules` entry of the path: a copy nested in another package
    // (`@mui/x-charts-premium` 8.28.3 brings its own `@mui/x-charts` 8.28.2) goes with the package that nests
    // it, so the pages whose demos use the top-level copy never load the nested one.
    groups[`mui-${pkg}`] = group(
      new RegExp(`^(?:(?![\\\\/]node_modules[\\\\/]).)*[\\\\/]node_modules[\\\\/]@mui[\\\\/]${pkg}[\\\\/]`),
      `mui-${pkg}`,
      61,
    );
  }
  groups.muiX = group(/[\\/]node_modules[\\/]@mui[\\/]x-[a-z-]+[\\/]/, 'mui-x', 60);
  return groups;
}

/**
 * The demo frame: what `<Demo>` renders around a demo (box, code preview, live-edit state), which a page
 * with demos hydrates. Without a group of its own, Docusaurus's rules copy it into every page chunk that
 * uses it (160 pages). Only the modules the frame imports statically: the toolbar, editor and file tabs are
 * chunks loaded later, and a module of theirs listed here would load with the frame.
 */
export const DEMO_FRAME_MODULES =
  /[\\/]src[\\/](?:components[\\/]demos[\\/](?:DemoFrame|DemoSource|DemoErrorBoundary|LiveEditBoundary|LiveEditErrorBox)\.tsx|components[\\/]demos[\\/]useLiveEdit\.ts|demos[\\/]useNearViewport\.ts|demos[\\/]liveEdit[\\/]errors\.ts)$/;

export const demoFrameCacheGroup = {
  name: 'demo-frame',
  test: DEMO_FRAME_MODULES,
  chunks: 'async' as const,
  priority: 45,
  enforce: true,
  reuseExistingChunk: true,
};

/** The `@mui/x-*` packages installed next to the site. */
function installedMuiXPackages(siteDir: string): string[] {
  try {
    return fs.readdirSync(path.join(siteDir, 'node_modules', '@mui')).filter((name) => name.startsWith('x-'));
  } catch {
    return [];
  }
}

export default function demosPlugin(context: LoadContext, options: DemosPluginOptions): Plugin<void> {
  const isDev = process.env.NODE_ENV === 'development';
  const timingLog = path.join(context.generatedFilesDir, 'demos-timings.jsonl');
  if (options.reportTimings) resetTimingLog(timingLog);
  return {
    name: 'demos',
    configureWebpack(_config, isServer) {
      return {
        // Docusaurus puts any module shared by half the pages' chunks into one `common` chunk that every
        // page loads. Demos load in chunks of their own (one per demo, or per group of a page's demos:
        // remark.ts), so with enough data grid demos the whole grid would qualify and land on pages without
        // demos. Demo chunks therefore do not count for `common`,
        // and MUI X itself goes to one async chunk per package, loaded only with a demo that uses it. The
        // demo frame is one chunk that pages with demos share.
        // Not in `npm start`, where the chunks are never shipped: the bundler calls `countedForCommon` (JavaScript)
        // from its native side on every rebuild, and an edit's rebuild took 3.4-6.1 s with these groups against
        // 1.7-4.1 s without on the busy 2-core machine (maintainers/performance.md, "Edit to screen in `npm start`").
        ...(!isServer &&
          !isDev && {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  common: { chunks: countedForCommon() },
                  demoFrame: demoFrameCacheGroup,
                  ...muiXCacheGroups(installedMuiXPackages(context.siteDir)),
                },
              },
            },
          }),
        module: {
          rules: [
            {
              resourceQuery: DEMO_RESOURCE_QUERY,
              // `pre` hands the loader the file as written; the site's JS loader then compiles its output.
              enforce: 'pre',
              use: [
                {
                  loader: path.join(__dirname, 'loader.cjs'),
                  options: { ...(options.reportTimings && { timingLog }), server: isServer },
                },
              ],
            },
          ],
        },
      };
    },
    async postBuild() {
      if (!options.reportTimings) return;
      const summary = timingSummary(timingLog);
      const relative = summary.byFile.map(({ file, ms }) => ({
        file: path.relative(process.cwd(), file),
        ms: Math.round(ms * 10) / 10,
      }));
      fs.writeFileSync(
        path.join(context.generatedFilesDir, 'demos-timings.json'),
        `${JSON.stringify({ count: summary.count, totalMs: Math.round(summary.totalMs), byFile: relative }, null, 2)}\n`,
      );
      console.log(
        summary.count === 0
          ? '[demos] every demo module came from the bundler cache; no JS variant was regenerated.'
          : `[demos] JS variants generated for ${summary.count} demo files in ${Math.round(summary.totalMs)} ms (wall time, loaders run in parallel).`,
      );
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<Partial<DemosPluginOptions> | undefined, DemosPluginOptions>): DemosPluginOptions {
  const reportTimings = options?.reportTimings ?? true;
  if (typeof reportTimings !== 'boolean') throw new Error('demos: reportTimings must be a boolean.');
  return { reportTimings, id: options?.id ?? 'default' };
}
