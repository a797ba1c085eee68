/**
 * @jest-environment node
 */
/**
 * dev-overlay's plumbing (plugins/dev-overlay): the problems store the checks report into, the worker's messages,
 * the overlay filter as the dev server's browser client rebuilds it, and the bundler plugin on a real Rspack
 * compiler in watch mode: the problems reach the stats the dev server sends to the browser (not the ones
 * Docusaurus prints), a change while the bundler is idle makes it compile again, and a fix clears them. The
 * browser end (the overlay itself) is tests/browser/dev-overlay.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import {
  clearProblems,
  currentProblems,
  onProblemsChange,
  overlayMessage,
  reportProblems,
  type DevProblem,
} from '@site/plugins/dev-overlay/problems';
import {
  DevProblemsPlugin,
  isDevProblemWarning,
  type CompilerLike,
} from '@site/plugins/dev-overlay/compilerPlugin';
import devOverlayPlugin, { validateOptions } from '@site/plugins/dev-overlay';
import { problemsOfMessage } from '@site/plugins/dev-typecheck';
import type { LoadContext } from '@docusaurus/types';
import { SITE_DIR } from '@site/plugins/api-docs/model';
import { tempDirsOfThisFile } from '../tempDirs';

const tempDir = tempDirsOfThisFile();

const typeError: DevProblem = {
  source: 'demo types',
  file: 'docs/react-data-grid/Probe.tsx',
  line: 5,
  column: 9,
  message: "TS2322: Type 'string' is not assignable to type 'number'.",
  frame: "> 5 |   const n: number = 'oops';\n    |         ^",
};
const brokenLink: DevProblem = {
  source: 'page links',
  file: 'docs/introduction/support.mdx',
  line: 12,
  column: 3,
  message: 'link to /x/nowhere/: no page at /x/nowhere/ (the build fails on it).',
};

afterEach(() => clearProblems());

describe('dev-overlay problems', () => {
  it('keeps each source and file list, replaces it on the next report, and tells listeners of changes only', () => {
    let changes = 0;
    const stop = onProblemsChange(() => (changes += 1));
    reportProblems('page links', brokenLink.file, [brokenLink]);
    reportProblems('demo types', typeError.file, [typeError]);
    expect(currentProblems()).toEqual([typeError, brokenLink]);
    expect(changes).toBe(2);
    reportProblems('demo types', typeError.file, [typeError]);
    expect(changes).toBe(2);
    reportProblems('demo types', typeError.file, []);
    expect(currentProblems()).toEqual([brokenLink]);
    expect(changes).toBe(3);
    stop();
    reportProblems('page links', brokenLink.file, []);
    expect(changes).toBe(3);
    expect(currentProblems()).toEqual([]);
  });

  it('words a problem as file:line:column and its message, then the frame', () => {
    expect(overlayMessage(typeError)).toBe(
      "[demo types] docs/react-data-grid/Probe.tsx:5:9: TS2322: Type 'string' is not assignable to type 'number'.\n" +
        "> 5 |   const n: number = 'oops';\n    |         ^",
    );
    expect(overlayMessage(brokenLink)).toBe(
      '[page links] docs/introduction/support.mdx:12:3: link to /x/nowhere/: no page at /x/nowhere/ (the build fails on it).',
    );
  });

  it("reads the type-check worker's messages and drops anything else", () => {
    expect(
      problemsOfMessage({
        type: 'problems',
        file: typeError.file,
        problems: [
          { line: 5, column: 9, code: 2322, message: typeError.message.slice(8), frame: typeError.frame },
        ],
      }),
    ).toEqual({ file: typeError.file, problems: [typeError] });
    expect(problemsOfMessage({ type: 'problems', file: 'a.tsx', problems: [{ line: '5' }] })).toEqual({
      file: 'a.tsx',
      problems: [],
    });
    expect(problemsOfMessage({ type: 'ready' })).toBeUndefined();
    expect(problemsOfMessage('problems')).toBeUndefined();
    expect(problemsOfMessage(null)).toBeUndefined();
  });
});

describe('dev-overlay filter', () => {
  it('passes our warnings only, also as the browser client rebuilds it from its source text', () => {
    // webpack-dev-server client/index.js (decodeOverlayOptions): the function's text in a `new Function`.
    // eslint-disable-next-line no-new-func -- what the dev server's client does
    const rebuilt = new Function(
      'message',
      `var callback = ${isDevProblemWarning.toString()}\n return callback(message)`,
    ) as (warning: unknown) => boolean;
    for (const filter of [isDevProblemWarning, rebuilt]) {
      // Rspack's warnings start with a sign and spaces.
      expect(filter({ message: `  ⚠ ${overlayMessage(typeError)}\n` })).toBe(true);
      expect(filter({ message: overlayMessage(brokenLink) })).toBe(true);
      expect(filter({ message: 'Critical dependency: the request of a dependency is an expression' })).toBe(
        false,
      );
      expect(filter({})).toBe(false);
    }
  });

  it('is set on the dev server of the client compiler in npm start only, with the bundler plugin', () => {
    const context = {} as LoadContext;
    const configure = (enabled: boolean, isServer: boolean) =>
      devOverlayPlugin(context, { enabled }).configureWebpack?.(
        {},
        isServer,
        {} as never,
        undefined as never,
      );
    const dev = configure(true, false) as {
      plugins: unknown[];
      devServer: { client: { overlay: { warnings: unknown } } };
    };
    expect(dev.devServer.client.overlay.warnings).toBe(isDevProblemWarning);
    expect(dev.plugins[0]).toBeInstanceOf(DevProblemsPlugin);
    expect(configure(true, true)).toEqual({});
    expect(configure(false, false)).toEqual({});
    expect(() => validateOptions({ options: { enabled: 1 }, validate: () => ({}) } as never)).toThrow(
      /boolean/,
    );
    expect(() => validateOptions({ options: { typo: 1 }, validate: () => ({}) } as never)).toThrow(/typo/);
  });

  it("relies on Docusaurus merging the plugins' devServer options and on the dev server's done tap and filters", () => {
    const read = (file: string) => fs.readFileSync(path.join(SITE_DIR, 'node_modules', file), 'utf8');
    // Docusaurus 3.10 lib/commands/start/webpack.js: plugin config's `devServer` merged over its defaults.
    expect(read('@docusaurus/core/lib/commands/start/webpack.js')).toMatch(
      /webpack_merge\w*\.default\)\(\[defaultDevServerConfig, config\.devServer\]/,
    );
    const server = read('webpack-dev-server/lib/Server.js');
    expect(server).toContain('this.compiler.hooks.done.tap(\n      "webpack-dev-server"');
    expect(server).toContain('warnings: encodeOverlaySettings(client.overlay.warnings)');
    expect(read('webpack-dev-server/client/index.js')).toContain('new Function("message", "var callback = "');
  });
});

describe('dev-overlay bundler plugin', () => {
  it('adds the problems to the stats the dev server sends, after what Docusaurus prints, and follows changes', async () => {
    const dir = tempDir('dev-overlay-');
    fs.writeFileSync(path.join(dir, 'entry.js'), 'export const answer = 42;\n');
    const compiler = rspack({
      mode: 'development',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'out') },
      infrastructureLogging: { level: 'none' },
      plugins: [new DevProblemsPlugin() as never],
    });
    // As in `npm start`: Docusaurus's `done` tap (printing warnings), then the dev server's (sending stats).
    const printed: number[] = [];
    const sent: string[][] = [];
    const waiting: ((messages: string[]) => void)[] = [];
    compiler.hooks.done.tap('done', (stats: Stats) => {
      printed.push(stats.toJson('errors-warnings').warnings?.length ?? -1);
    });
    compiler.hooks.done.tap('webpack-dev-server', (stats: Stats) => {
      const messages = (stats.toJson({ all: false, warnings: true }).warnings ?? []).map((w) => w.message);
      sent.push(messages);
      waiting.shift()?.(messages);
    });
    const nextSent = () => new Promise<string[]>((resolve) => waiting.push(resolve));
    const first = nextSent();
    const watching = compiler.watch({ aggregateTimeout: 20 }, () => undefined);
    try {
      expect(await first).toEqual([]);
      expect((compiler as unknown as CompilerLike).watching).toBeDefined();

      // A problem found while the bundler is idle: it compiles again and the stats carry it.
      const second = nextSent();
      reportProblems('demo types', typeError.file, [typeError]);
      const withProblem = await second;
      expect(withProblem).toHaveLength(1);
      // Rspack starts a warning with a sign and its further lines with a bar.
      expect(withProblem[0]).toContain(overlayMessage(typeError).split('\n')[0]);
      expect(withProblem[0]).toContain("│ > 5 |   const n: number = 'oops';");
      expect(withProblem.every((message) => isDevProblemWarning({ message }))).toBe(true);

      // An edit of the writer's while a problem stands: compiled and sent as usual, the problem still there.
      const third = nextSent();
      fs.writeFileSync(path.join(dir, 'entry.js'), 'export const answer = 43;\n');
      expect(await third).toEqual(withProblem);

      // The fix: compiled again without it.
      const fourth = nextSent();
      reportProblems('demo types', typeError.file, []);
      expect(await fourth).toEqual([]);
      // Docusaurus printed none of ours (it prints warnings as raw JSON; the checks print their own lines).
      expect(printed).toEqual(sent.map(() => 0));
    } finally {
      await new Promise<void>((resolve) => watching.close(() => resolve()));
    }
  }, 60_000);
});
