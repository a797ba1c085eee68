/**
 * @jest-environment node
 *
 * What the chunk-script queue (plugins/client-config/scriptQueue.ts) relies on in the bundler's runtime: module
 * code reads and replaces `__webpack_require__.l`, and the runtime loads each chunk through that property, so the
 * production entry's wrapper sees every chunk script. Without this, a bundler upgrade that renamed the loader
 * would turn the queue off silently (the entry wraps the loader only when it is a function).
 */
import { runInNewContext } from 'node:vm';
import { buildApp, isInitialFile, pageContext } from '../rspackApp';

/** The part of `document` the runtime's script loader uses; appended scripts are recorded, not fetched. */
function fakeDocument() {
  const appended: Array<{ src: string }> = [];
  return {
    appended,
    document: {
      getElementsByTagName: () => [],
      createElement: () => ({ setAttribute() {}, src: '' }),
      head: { appendChild: (script: { src: string }) => appended.push(script) },
    },
  };
}

it('lets module code wrap the runtime’s script loader, and loads chunks through it', async () => {
  const files = await buildApp({
    'entry.js': [
      'const original = __webpack_require__.l;',
      'globalThis.seen = { loaderType: typeof original, urls: [] };',
      '__webpack_require__.l = (url, done, key, chunkId) => {',
      '  globalThis.seen.urls.push(url);',
      '  return original(url, done, key, chunkId);',
      '};',
      'import("./later.js");',
    ].join('\n'),
    'later.js': 'export const later = 42;\n',
  });
  const { document, appended } = fakeDocument();
  const context = pageContext({ document });
  const initial = [...files.keys()].filter(isInitialFile).sort((a) => (a.startsWith('runtime') ? -1 : 1));
  expect(initial).toHaveLength(2);
  for (const name of initial) runInNewContext(files.get(name)!, context);

  const seen = context.seen as { loaderType: string; urls: string[] };
  expect(seen.loaderType).toBe('function');
  const onDemand = [...files.keys()].filter((name) => !isInitialFile(name));
  expect(onDemand).toHaveLength(1);
  // The wrapper saw the chunk's URL, and the runtime's own loader then appended its script.
  expect(seen.urls).toEqual([expect.stringMatching(new RegExp(`${onDemand[0].replace(/\./g, '\\.')}$`))]);
  expect(appended.map((script) => script.src)).toEqual(seen.urls);
});
