/**
 * plugins/build-cache: the bundler's persistent cache depends on the site's own plugin files, loaders included,
 * and the options are checked.
 */
import * as path from 'node:path';
import buildCachePlugin, { filesUnder, validateOptions } from '@site/plugins/build-cache';
import { SITE_DIR } from '../codeHealth/sourceFiles';

const context = { siteDir: SITE_DIR } as Parameters<typeof buildCachePlugin>[0];

function configure(experiments: unknown) {
  return buildCachePlugin(context, { folders: ['plugins'] }).configureWebpack!(
    { mode: 'production', experiments } as never,
    false,
    {} as never,
    undefined as never,
  ) as { experiments?: { cache: { buildDependencies: string[] } } };
}

describe('build-cache', () => {
  it("adds every plugin file, the loaders Docusaurus's own list misses included, to a persistent cache's dependencies", () => {
    const added = configure({ cache: { type: 'persistent', buildDependencies: ['/core/base.js'] } })
      .experiments!.cache.buildDependencies;
    const relative = added.map((file) => path.relative(SITE_DIR, file).split(path.sep).join('/'));
    expect(relative).toEqual(
      expect.arrayContaining([
        'plugins/client-config/routes-loader.cjs',
        'plugins/client-config/descriptions-loader.cjs',
        'plugins/demos/loader.cjs',
        'plugins/demos/transform.ts',
        'plugins/build-cache/index.ts',
      ]),
    );
    expect(relative.every((file) => file.startsWith('plugins/'))).toBe(true);
    expect(added).toEqual(filesUnder(path.join(SITE_DIR, 'plugins')));
    // No persistent cache (CI turns it off, scripts/build-env.cjs): nothing to add.
    expect(configure(undefined)).toEqual({});
    expect(configure({ cache: true })).toEqual({});
  });

  it('accepts folders of the site only', () => {
    const validate = (options: unknown) => validateOptions({ options, validate: () => options } as never);
    expect(validate(undefined)).toEqual({ folders: ['plugins'], id: 'default' });
    for (const bad of [[], '/abs', ['/abs'], [''], [3]])
      expect(() => validate({ folders: bad })).toThrow('build-cache: folders must list folders of the site');
    expect(() => buildCachePlugin(context, { folders: ['no-such-folder'] })).toThrow(
      'build-cache: no-such-folder is not a folder of the site.',
    );
    expect(() => buildCachePlugin(context, { folders: ['README.md'] })).toThrow(
      'build-cache: README.md is not a folder',
    );
  });
});
