/**
 * @jest-environment node
 *
 * V8's compile hint on the chunks loaded on demand (plugins/compile-hints): a real Rspack production build of
 * a two-module app, minified with real content hashes, as Docusaurus's client build is.
 */
import { createHash } from 'node:crypto';
import compileHintsPlugin, { validateOptions } from '@site/plugins/compile-hints';
import {
  COMPILE_HINT,
  CompileHintsBundlerPlugin,
  hintedFiles,
  type CompileHintScope,
} from '@site/plugins/compile-hints/bundlerPlugin';
import { buildApp, isInitialFile } from '../rspackApp';

const validate = (options: unknown) =>
  validateOptions({ options, validate: () => undefined } as unknown as Parameters<typeof validateOptions>[0]);

/** Builds `entry.js` (which imports `later.js` on demand) and returns each output file's text by chunk kind. */
async function build(
  scope: CompileHintScope,
): Promise<{ initial: string[]; onDemand: string[]; names: string[] }> {
  const files = await buildApp(
    {
      'entry.js':
        '/* a comment the minifier drops */\nexport function start() { return import("./later.js").then((m) => m.later(2)); }\nstart();\n',
      'later.js': 'export function later(x) { return x * 21; }\n',
    },
    [new CompileHintsBundlerPlugin(scope)],
  );
  const names = [...files.keys()];
  return {
    names,
    initial: names.filter(isInitialFile).map((name) => files.get(name)!),
    onDemand: names.filter((name) => !isInitialFile(name)).map((name) => files.get(name)!),
  };
}

describe('compile hints', () => {
  it('opens each chunk loaded on demand with the hint, after minification, and leaves the HTML-named scripts alone', async () => {
    const { initial, onDemand, names } = await build('async');
    expect(initial).toHaveLength(2);
    expect(onDemand).toHaveLength(1);
    expect(onDemand[0].startsWith(COMPILE_HINT)).toBe(true);
    expect(onDemand[0].slice(COMPILE_HINT.length)).toContain('21');
    for (const text of initial) expect(text).not.toContain('allFunctionsCalledOnLoad');
    // The minifier ran before the hint was added (it would have dropped the comment) and removed the entry's.
    expect(initial.join('')).not.toContain('a comment the minifier drops');
    expect(names.every((name) => /\.[0-9a-f]{8}\.js$/.test(name))).toBe(true);
  });

  it("changes the on-demand file's content hash with the hint, as with any other byte", async () => {
    const hinted = await build('async');
    const plain = await build('none');
    const later = (names: string[]) => names.find((name) => !isInitialFile(name));
    expect(later(hinted.names)).not.toBe(later(plain.names));
    expect(hinted.onDemand[0]).toBe(COMPILE_HINT + plain.onDemand[0]);
    expect(createHash('md5').update(hinted.onDemand[0]).digest('hex')).not.toBe(
      createHash('md5').update(plain.onDemand[0]).digest('hex'),
    );
  });

  it('hints every chunk with `all`', async () => {
    const { initial, onDemand } = await build('all');
    for (const text of [...initial, ...onDemand]) expect(text.startsWith(COMPILE_HINT)).toBe(true);
  });

  it('lists each JavaScript file of the chosen chunks once', () => {
    const chunk = (initial: boolean, ...files: string[]) => ({ files, canBeInitial: () => initial });
    const chunks = [
      chunk(true, 'main.js'),
      chunk(false, 'a.js', 'a.css'),
      chunk(false, 'a.js'),
      chunk(false, 'b.js'),
    ];
    expect(hintedFiles(chunks, 'async')).toEqual(['a.js', 'b.js']);
    expect(hintedFiles(chunks, 'all')).toEqual(['main.js', 'a.js', 'b.js']);
    expect(hintedFiles(chunks, 'none')).toEqual([]);
  });

  it('validates its options and stays out of the server build and the dev server', () => {
    expect(validate(undefined)).toEqual({ chunks: 'async', id: 'default' });
    expect(() => validate({ chunks: 'initial' })).toThrow(
      /chunks must be one of async, all, none; got "initial"/,
    );
    const plugin = compileHintsPlugin(undefined, { chunks: 'async' });
    const configure = (mode: string, isServer: boolean) =>
      plugin.configureWebpack!({ mode } as never, isServer, {} as never, undefined as never) as {
        plugins?: unknown[];
      };
    expect(configure('production', false).plugins?.[0]).toBeInstanceOf(CompileHintsBundlerPlugin);
    expect(configure('production', true).plugins).toBeUndefined();
    expect(configure('development', false).plugins).toBeUndefined();
  });
});
