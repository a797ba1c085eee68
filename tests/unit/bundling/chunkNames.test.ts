/**
 * @jest-environment node
 *
 * The chunk-name map as a file of its own (plugins/client-config/chunkNames.ts), in a real Rspack production
 * build: chunk files named by id leave no name in the runtime, the map file holds every named on-demand chunk
 * by id and is named by its text's hash, and the runtime knows its URL and turns each id back into the file the
 * build wrote, which is what the prefetching (routePrefetch.ts) asks for.
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import {
  ChunkNamesBundlerPlugin,
  chunkDirOf,
  chunkFilenameById,
  chunkNameMap,
} from '@site/plugins/client-config/chunkNames';
import { buildApp, isInitialFile, pageContext } from '../rspackApp';

const SOURCES = {
  'entry.js': [
    'globalThis.runtime = __webpack_require__;',
    'globalThis.later = () => [',
    '  import(/* webpackChunkName: "0a1b2c3d" */ "./page.js"),',
    '  import(/* webpackChunkName: "demo-frame" */ "./frame.js"),',
    '  import("./unnamed.js"),',
    '];',
  ].join('\n'),
  'page.js': 'export const page = "a page";\n',
  'frame.js': 'export const frame = "a frame";\n',
  'unnamed.js': 'export const unnamed = "no name";\n',
};

it('writes the names to a file of their own and keeps none in the runtime', async () => {
  const files = await buildApp(SOURCES, [new ChunkNamesBundlerPlugin()], {
    chunkFilename: chunkFilenameById('[name].[contenthash:8].js'),
  });
  const mapFiles = [...files.keys()].filter((name) => name.endsWith('.json'));
  expect(mapFiles).toEqual([expect.stringMatching(/^chunk-names\.[0-9a-f]{8}\.json$/)]);
  const text = files.get(mapFiles[0])!;
  expect(mapFiles[0]).toBe(`chunk-names.${createHash('sha256').update(text).digest('hex').slice(0, 8)}.json`);
  const map = JSON.parse(text) as Record<string, string>;
  expect(Object.keys(map)).toEqual(['0a1b2c3d', 'demo-frame']);

  const runtimeName = [...files.keys()].find((name) => name.startsWith('runtime'))!;
  const runtimeText = files.get(runtimeName)!;
  expect(runtimeText).not.toContain('demo-frame');
  expect(runtimeText).not.toContain('0a1b2c3d');

  // The runtime, run: the map's URL, and each named chunk's id turned into the file the build wrote.
  const context = pageContext({ document: {} });
  runInNewContext(runtimeText, context);
  const main = [...files.keys()].find((name) => isInitialFile(name) && name.startsWith('main'))!;
  runInNewContext(files.get(main)!, context);
  const runtime = context.runtime as { p: string; u: (id: string) => string; cnu: string };
  expect(runtime.cnu).toBe(`/x/${mapFiles[0]}`);
  const chunkFiles = Object.values(map).map((id) => runtime.u(id));
  expect(chunkFiles.every((file) => files.has(file))).toBe(true);
  expect(files.get(runtime.u(map['demo-frame']))).toContain('a frame');
  expect(files.get(runtime.u(map['0a1b2c3d']))).toContain('a page');
});

it('leaves the scripts the HTML names and unnamed chunks out of the map, in name order', () => {
  const chunk = (id: string | null, name: string | null, initial = false) => ({
    id,
    name,
    canBeInitial: () => initial,
  });
  expect(
    chunkNameMap([
      chunk('9', 'runtime~main', true),
      chunk('3', 'zeta'),
      chunk('4', null),
      chunk(null, 'no-id'),
      chunk('7', 'alpha'),
    ]),
  ).toEqual({ alpha: '7', zeta: '3' });
  expect(JSON.stringify(chunkNameMap([chunk('3', 'zeta'), chunk('7', 'alpha')]))).toBe(
    '{"alpha":"7","zeta":"3"}',
  );
});

it('reads the chunk folder from the file name template, and refuses one it cannot read', () => {
  expect(chunkDirOf('assets/js/[name].[contenthash:8].js')).toBe('assets/js');
  expect(chunkDirOf('[name].js')).toBe('');
  expect(() => chunkDirOf(() => 'x.js')).toThrow('output.chunkFilename must be a string');
  expect(chunkFilenameById('assets/js/[name].[contenthash:8].js')).toBe('assets/js/[id].[contenthash:8].js');
  expect(() => chunkFilenameById('assets/js/[id].js')).toThrow('expected a string with [name]');
});
