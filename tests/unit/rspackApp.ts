/**
 * A real Rspack production build of a tiny app (minified, real content hashes, the runtime in a chunk of its
 * own, as Docusaurus's client build has it), for tests of what the bundler emits. Returns each output
 * JavaScript and JSON file's text by name; `runtime.*` and `main.*` are the scripts an HTML page would name.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { rspack } from '@docusaurus/faster';

type Plugins = NonNullable<Extract<Parameters<typeof rspack>[0], { plugins?: unknown }>['plugins']>;

export async function buildApp(
  sources: Record<string, string>,
  plugins: Plugins = [],
  { chunkFilename = '[name].[contenthash:8].js' }: { chunkFilename?: string } = {},
): Promise<Map<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rspack-app-'));
  try {
    for (const [name, text] of Object.entries(sources)) writeFileSync(path.join(dir, name), text);
    const compiler = rspack({
      context: dir,
      mode: 'production',
      entry: { main: './entry.js' },
      output: {
        path: path.join(dir, 'out'),
        publicPath: '/x/',
        filename: '[name].[contenthash:8].js',
        chunkFilename,
      },
      optimization: { realContentHash: true, minimize: true, runtimeChunk: 'single' },
      plugins,
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      }),
    );
    const out = path.join(dir, 'out');
    const names = readdirSync(out).filter((name) => /\.(js|json)$/.test(name));
    return new Map(names.map((name) => [name, readFileSync(path.join(out, name), 'utf8')]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether an output file is one the HTML names (the runtime or the entry). */
export const isInitialFile = (name: string): boolean => /^(main|runtime)\./.test(name);

/**
 * A global object to run the built runtime and entry in (`node:vm`), as a page's window: `self` and `globalThis`
 * are itself. Its timers do not hold the process: the runtime gives each chunk script 120 s to load, and a script
 * a test never loads kept Jest from exiting for those 120 s.
 */
export function pageContext(globals: Record<string, unknown>): Record<string, unknown> {
  const context: Record<string, unknown> = {
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms).unref(),
    clearTimeout,
    Promise,
    ...globals,
  };
  context.self = context;
  context.globalThis = context;
  return context;
}
