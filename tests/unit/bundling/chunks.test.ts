/**
 * @jest-environment node
 *
 * What decides where code lands in the client bundle: demo chunks kept out of `common`, the version metadata without its docs map, and Prism set up on first use (README, "What keeps
 * pages light").
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { runInNewContext } from 'node:vm';
import * as path from 'node:path';
import { countedForCommon, demoFrameCacheGroup, isDemoChunk, muiXCacheGroups } from '@site/plugins/demos';
import { DEMO_CHUNK_QUERY, DEMO_RESOURCE_QUERY, demoGroupQuery } from '@site/plugins/demos/queries';
import prismOnDemandPlugin, {
  PRISM_ON_SERVER_MODULE,
  THEME_PRISM_CLIENT_MODULE,
  codeBlockCacheGroup,
  codeHighlighterCacheGroup,
} from '@site/plugins/prism-on-demand';
import clientConfigPlugin, {
  otherLanguageTable,
  sharedRouteCacheGroups,
  validateOptions as validateClientConfigOptions,
} from '@site/plugins/client-config';
import { collectApiGroups, writeApiSidebarGroups } from '@site/plugins/version-metadata/apiSidebar';
import versionMetadataPlugin, {
  apiSidebarCacheGroups,
  VERSION_PROPS_FILE,
  validateOptions as validateVersionMetadataOptions,
} from '@site/plugins/version-metadata';

import * as utilsCommon from '@site/plugins/client-config/utilsCommon';
import ChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
import { SITE_DIR } from '../codeHealth/sourceFiles';
import {
  EMPTY_MAP_MODULE,
  dropRegistryModuleNames,
  emptyConfigKeys,
  lazyRouteComponents,
  trimGlobalDocsLists,
  trimVersionMetadata,
} from '../pluginLoaders';

describe('demo chunks', () => {
  it('recognises an unnamed demo chunk by the request that created it, and the named lazy demo chunks', () => {
    const origin = (request: string) => ({ groupsIterable: [{ origins: [{ request }] }] });
    expect(isDemoChunk(origin(`./BasicGrid.tsx${DEMO_CHUNK_QUERY}`))).toBe(true);
    // The chunk a few demos of a page share, loaded through their group module.
    expect(isDemoChunk(origin(`./BasicGrid.tsx${demoGroupQuery(['./BasicGrid.tsx', './Other.tsx'])}`))).toBe(
      true,
    );
    expect(isDemoChunk({ name: 'demo-toolbar' })).toBe(true);
    expect(isDemoChunk(origin('./BasicGrid.tsx'))).toBe(false);
    expect(isDemoChunk({ name: '17896441', groupsIterable: [] })).toBe(false);
  });

  it('counts every chunk but the demo chunks for `common`, looking at each chunk once', () => {
    const counted = countedForCommon();
    let reads = 0;
    const demoChunk = {
      get groupsIterable() {
        reads += 1;
        return [{ origins: [{ request: `./BasicGrid.tsx${DEMO_CHUNK_QUERY}` }] }];
      },
    };
    expect([counted(demoChunk), counted(demoChunk), counted(demoChunk)]).toEqual([false, false, false]);
    expect(reads).toBe(1);
    expect(counted({ name: 'content---x-react-data-grid-a1b', groupsIterable: [] })).toBe(true);
    expect(counted({ name: 'demo-editor' })).toBe(false);
  });

  it('puts the demo frame in one chunk that demo pages share, and not the wrapper pages import or the parts that load later', () => {
    const inFrame = (file: string) => demoFrameCacheGroup.test.test(`/s/src/${file}`);
    for (const file of [
      'components/demos/DemoFrame.tsx',
      'components/demos/DemoSource.tsx',
      'components/demos/useLiveEdit.ts',
      'demos/useNearViewport.ts',
    ])
      expect([file, inFrame(file)]).toEqual([file, true]);
    for (const file of [
      // The wrapper each page imports, and what it imports, would pull the frame into the page's own chunks.
      'components/demos/Demo.tsx',
      'demos/frameLayout.ts',
      'components/demos/loadFrame.ts',
      'components/demos/DemoToolbar.tsx',
      'components/demos/DemoEditor.tsx',
      'components/demos/DemoFileTabs.tsx',
      'demos/liveEdit/compile.ts',
      'components/demos/DemoFrame.tsx.map',
    ])
      expect([file, inFrame(file)]).toEqual([file, false]);
    expect(demoFrameCacheGroup).toMatchObject({ name: 'demo-frame', chunks: 'async', enforce: true });
  });

  it('gives each installed MUI X package an async chunk of its own, named after it', () => {
    const groups = muiXCacheGroups(['x-data-grid', 'x-data-grid-pro', 'not-mui']);
    expect(Object.keys(groups)).toEqual(['mui-x-data-grid', 'mui-x-data-grid-pro', 'muiX']);
    const chunkOf = (resource: string) =>
      Object.values(groups)
        .filter((group) => group.test.test(resource))
        .sort((a, b) => b.priority - a.priority)[0]?.name;
    expect(chunkOf('/s/node_modules/@mui/x-data-grid/esm/DataGrid/DataGrid.js')).toBe('mui-x-data-grid');
    expect(chunkOf('/s/node_modules/@mui/x-data-grid-pro/esm/index.js')).toBe('mui-x-data-grid-pro');
    expect(chunkOf('/s/node_modules/@mui/x-charts/esm/index.js')).toBe('mui-x');
    expect(chunkOf('/s/node_modules/@mui/material/esm/Button/Button.js')).toBeUndefined();
    // A copy nested in another MUI X package stays with the package that nests it.
    expect(chunkOf('/s/node_modules/@mui/x-data-grid-pro/node_modules/@mui/x-data-grid/esm/index.js')).toBe(
      'mui-x-data-grid-pro',
    );
    expect(Object.values(groups).every((group) => group.chunks === 'async' && group.priority > 50)).toBe(
      true,
    );
  });

  it('the loader answers ?demo (alone or with its group), ?demo-scope, ?demo-chunk and ?demo-group, and nothing else', () => {
    const group = demoGroupQuery(['./A.tsx', './B.tsx']);
    const withGroup = `?demo&group=${encodeURIComponent(`./A.tsx${group}`)}&key=${encodeURIComponent('./B.tsx')}`;
    for (const query of ['?demo', '?demo-scope', '?demo-chunk', group, withGroup])
      expect(DEMO_RESOURCE_QUERY.test(query)).toBe(true);
    for (const query of ['?demos', '?demo-x', '', '?demo-group=', '?demo&group=x', '?demo&key=y'])
      expect(DEMO_RESOURCE_QUERY.test(query)).toBe(false);
  });
});

describe('version metadata', () => {
  const metadata = {
    version: {
      label: 'v8',
      docsSidebars: { docs: [{ type: 'link', href: '/x/a' }] },
      docs: { a: { id: 'a', title: 'A', description: 'About A', sidebar: 'docs' } },
    },
  };

  it('empties the docs map and keeps the sidebars and the rest', () => {
    expect(JSON.parse(trimVersionMetadata(JSON.stringify(metadata)))).toEqual({
      version: { ...metadata.version, docs: {} },
    });
  });

  it('empties each docs version’s list of docs in the global data and keeps everything else', () => {
    const globalData = {
      'docusaurus-plugin-content-docs': {
        default: {
          path: '/x',
          versions: [
            {
              name: 'current',
              path: '/x',
              isLast: true,
              mainDocId: 'index',
              docs: [{ id: 'index', path: '/x/', sidebar: 'docs' }],
              draftIds: ['draft'],
              sidebars: { docs: { link: { path: '/x/', label: 'index' } } },
            },
          ],
          breadcrumbs: true,
        },
      },
      'page-tree': { default: { badges: { '/x/a': ['pro'] } } },
    };
    const version = globalData['docusaurus-plugin-content-docs'].default.versions[0];
    expect(JSON.parse(trimGlobalDocsLists(JSON.stringify(globalData)))).toEqual({
      ...globalData,
      'docusaurus-plugin-content-docs': {
        default: {
          ...globalData['docusaurus-plugin-content-docs'].default,
          versions: [{ ...version, docs: [], draftIds: [] }],
        },
      },
    });
    for (const source of ['{"page-tree":{}}', 'not json', 'null'])
      expect(trimGlobalDocsLists(source)).toBe(source);
  });

  it('leaves other route props, and text that is not JSON, as they are', () => {
    for (const source of ['{"tag":{"label":"x"}}', '[1,2]', 'null', 'not json', '{"version":"1"}']) {
      expect(trimVersionMetadata(source)).toBe(source);
    }
  });

  it('matches the docs plugin’s route-props files only', () => {
    expect(
      VERSION_PROPS_FILE.test('/s/.docusaurus/docusaurus-plugin-content-docs/default/p/x-3bf.json'),
    ).toBe(true);
    expect(
      VERSION_PROPS_FILE.test('/s/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-a.json'),
    ).toBe(false);
    expect(VERSION_PROPS_FILE.test('/s/.docusaurus/docusaurus-plugin-content-blog/default/p/x.json')).toBe(
      false,
    );
  });

  it('adds its loaders only when asked, and validates the options', () => {
    const context = { generatedFilesDir: '/s/.docusaurus' } as Parameters<typeof versionMetadataPlugin>[0];
    const configure = (dropDocsMap: boolean, lazyApiGroups: boolean, isServer = false) =>
      versionMetadataPlugin(context, { dropDocsMap, lazyApiGroups }).configureWebpack!(
        {} as never,
        isServer,
        {} as never,
        {} as never,
      ) as { module?: { rules: unknown[] }; optimization?: { splitChunks: { cacheGroups: object } } };
    const loader = expect.stringMatching(/loader\.cjs$/);
    expect(configure(true, true).module?.rules).toEqual([
      { test: path.join('/s/.docusaurus', 'globalData.json'), use: [{ loader }] },
      { test: VERSION_PROPS_FILE, use: [{ loader, options: { dropDocsMap: true, lazyApiGroups: true } }] },
    ]);
    // One group per product with an API sidebar file; none are known before the content has loaded.
    expect(configure(true, true).optimization?.splitChunks.cacheGroups).toEqual({});
    expect(configure(true, true, true).optimization).toBeUndefined();
    expect(configure(false, true).module?.rules).toEqual([
      { test: VERSION_PROPS_FILE, use: [{ loader, options: { dropDocsMap: false, lazyApiGroups: true } }] },
    ]);
    expect(configure(false, false)).toEqual({});
    const validate = (options: unknown) =>
      validateVersionMetadataOptions({ options, validate: () => options } as never);
    expect(validate(undefined)).toEqual({ dropDocsMap: true, lazyApiGroups: true, id: 'default' });
    expect(() => validate({ dropDocsMap: 'yes' })).toThrow(
      'version-metadata: dropDocsMap must be a boolean.',
    );
    expect(() => validate({ lazyApiGroups: 1 })).toThrow(
      'version-metadata: lazyApiGroups must be a boolean.',
    );
  });
});

describe('API reference groups out of the version metadata', () => {
  const link = (href: string) => ({ type: 'link', href, label: href, docId: href.slice(3), unlisted: false });
  const apiGroup = (product: string) => ({
    type: 'category',
    label: 'API reference',
    key: `/api/${product}-group`,
    collapsible: true,
    collapsed: true,
    items: [
      link(`/x/api/${product}/`),
      {
        type: 'category',
        label: 'Components',
        key: `/api/${product}/components-group`,
        items: [link(`/x/api/${product}/a/`)],
      },
    ],
  });
  const sidebars = {
    docs: [
      link('/x/introduction/'),
      {
        type: 'category',
        label: 'Data Grid',
        key: '/react-data-grid-group',
        items: [link('/x/react-data-grid/'), apiGroup('data-grid')],
      },
      { type: 'category', label: 'Charts', key: '/react-charts-group', items: [apiGroup('charts')] },
    ],
  };

  it('takes each group’s items out and marks the group with its product', () => {
    const metadata = { version: { label: 'v8', docs: { a: {} }, docsSidebars: sidebars } };
    const trimmed = JSON.parse(trimVersionMetadata(JSON.stringify(metadata), { lazyApiGroups: true })) as {
      version: { docs: object; docsSidebars: { docs: Array<{ items?: Array<Record<string, unknown>> }> } };
    };
    expect(trimmed.version.docs).toEqual({});
    const dataGrid = trimmed.version.docsSidebars.docs[1].items!;
    expect(dataGrid[0]).toEqual(link('/x/react-data-grid/'));
    expect(dataGrid[1]).toEqual({
      ...apiGroup('data-grid'),
      items: [],
      customProps: { apiSidebarGroup: 'data-grid' },
    });
    expect(JSON.stringify(trimmed)).not.toContain('/x/api/');
    // Without the option the sidebars stay whole; with `dropDocsMap: false` the docs map too.
    const whole = JSON.parse(
      trimVersionMetadata(JSON.stringify(metadata), { dropDocsMap: false }),
    ) as typeof trimmed;
    expect(whole.version).toEqual(metadata.version);
  });

  it('collects each product’s items, in the form the browser gets, and writes a file only when it changed', () => {
    const groups = collectApiGroups(sidebars as never);
    expect([...groups.keys()]).toEqual(['data-grid', 'charts']);
    expect(groups.get('charts')).toEqual(apiGroup('charts').items);
    const dir = mkdtempSync(path.join(tmpdir(), 'api-sidebar-'));
    expect(writeApiSidebarGroups(dir, groups)).toBe(2);
    expect(JSON.parse(readFileSync(path.join(dir, 'api-sidebar', 'charts.json'), 'utf8'))).toEqual(
      apiGroup('charts').items,
    );
    expect(writeApiSidebarGroups(dir, groups)).toBe(0);
    rmSync(dir, { recursive: true, force: true });
    expect(() => collectApiGroups({ a: [apiGroup('charts')], b: [apiGroup('charts')] } as never)).toThrow(
      'version-metadata: two API sidebar groups for charts',
    );
  });

  it('gives each product’s file a chunk of its own', () => {
    const groups = apiSidebarCacheGroups('/s/.docusaurus', ['data-grid', 'date-pickers']);
    const file = path.join('/s/.docusaurus', 'api-sidebar', 'date-pickers.json');
    const matching = Object.values(groups).filter((group) => group.test.test(file));
    expect(matching.map((group) => group.name)).toEqual(['api-sidebar-date-pickers']);
    expect(Object.values(groups).some((group) => group.test.test('/s/.docusaurus/globalData.json'))).toBe(
      false,
    );
    expect(
      Object.values(groups).some((group) => group.test.test('/s/xdocusaurus/api-sidebar/data-grid.json')),
    ).toBe(false);
    expect(groups['apiSidebar-data-grid'].priority).toBeGreaterThan(45);
    expect(() => apiSidebarCacheGroups('/s/.docusaurus', ['../x'])).toThrow(
      'version-metadata: unexpected product id',
    );
  });
});

describe('Prism on demand', () => {
  it('replaces theme-classic’s start-up client module and not the languages module it calls', () => {
    const client = '/s/node_modules/@docusaurus/theme-classic/lib/prism-include-languages';
    expect(THEME_PRISM_CLIENT_MODULE.test(client)).toBe(true);
    expect(THEME_PRISM_CLIENT_MODULE.test(`${client}.js`)).toBe(true);
    expect(
      THEME_PRISM_CLIENT_MODULE.test(
        '/s/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
      ),
    ).toBe(false);
    expect(THEME_PRISM_CLIENT_MODULE.test('@theme/prism-include-languages')).toBe(false);
  });

  it('loads Prism once, on demand, with the configured languages; the server module provides it at once', async () => {
    type PrismModule = typeof import('@site/src/code/prism');
    let prism!: PrismModule;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      prism = require('@site/src/code/prism') as PrismModule;
    });
    expect(prism.loadedPrism()).toBeNull();
    const [first, second] = await Promise.all([prism.loadPrism(), prism.loadPrism()]);
    expect(first).toBe(second);
    expect(typeof first.Highlight).toBe('function');
    expect(first.Prism.languages.tsx).toBeDefined();
    expect(prism.loadedPrism()).toBe(first);

    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      prism = require('@site/src/code/prism') as PrismModule;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('@site/src/code/prismOnServer');
    });
    expect(prism.loadedPrism()?.Prism.languages.tsx).toBeDefined();
  });

  it('swaps the server module for an empty one in the client build only', () => {
    expect(PRISM_ON_SERVER_MODULE.test('/s/src/code/prismOnServer.ts')).toBe(true);
    expect(PRISM_ON_SERVER_MODULE.test('/s/src/code/prism.ts')).toBe(false);
    const replaced = (isServer: boolean) => {
      class NormalModuleReplacementPlugin {
        constructor(
          readonly pattern: RegExp,
          readonly replacement: string,
        ) {}
      }
      const config = prismOnDemandPlugin({} as never).configureWebpack!(
        {} as never,
        isServer,
        {
          currentBundler: { instance: { NormalModuleReplacementPlugin } },
        } as never,
        undefined as never,
      ) as unknown as { plugins: NormalModuleReplacementPlugin[] };
      return config.plugins.map((plugin) => plugin.pattern);
    };
    expect(replaced(false)).toEqual([THEME_PRISM_CLIENT_MODULE, PRISM_ON_SERVER_MODULE]);
    expect(replaced(true)).toEqual([THEME_PRISM_CLIENT_MODULE]);
  });
});

describe('the code-highlighter and code-block chunks', () => {
  // The bundler tests a module's path without its query against a group's pattern.
  const inHighlighter = (resource?: string) => codeHighlighterCacheGroup.test.test(resource ?? '');
  const inCodeBlock = (resource?: string) => codeBlockCacheGroup.test.test(resource ?? '');
  it('put the highlighter, its Prism loader and token colours in one chunk, the block and its buttons in another', () => {
    for (const resource of [
      '/s/src/code/prism.ts',
      '/s/src/code/prismThemeCss.ts',
      '/s/src/components/code/HighlightedCode.tsx',
    ])
      expect([resource, inHighlighter(resource), inCodeBlock(resource)]).toEqual([resource, true, false]);
    for (const resource of [
      '/s/src/components/code/liveCodeParts.tsx',
      '/s/src/components/code/CodeVariantPair.tsx',
      '/s/src/theme/CodeBlock/index.tsx',
      '/s/src/code/codeMeta.ts',
      '/s/src/components/code/CopyButton.tsx',
      '/s/node_modules/@mui/material/esm/ToggleButton/ToggleButton.js',
      '/s/node_modules/@mui/material/esm/ToggleButtonGroup/isValueSelected.js',
    ])
      expect([resource, inHighlighter(resource), inCodeBlock(resource)]).toEqual([resource, false, true]);
  });

  it('leave out Prism (a chunk of its own), what other parts share and the mapping every page loads', () => {
    for (const resource of [
      '/s/node_modules/prism-react-renderer/dist/index.mjs',
      '/s/node_modules/prismjs/components/prism-bash.js',
      '/s/node_modules/@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
      '/s/src/code/prismOnServer.ts',
      '/s/src/code/clipboard.ts',
      '/s/src/components/code/codeBlockRegistry.ts',
      // What a page with fences hydrates with: the kept blocks and the chunk's loader.
      '/s/src/components/code/registerCodeBlock.ts',
      '/s/src/components/code/DeferredCodeBlock.tsx',
      '/s/src/components/code/DeferredCodeVariantPair.tsx',
      '/s/src/components/code/codeParts.ts',
      '/s/src/theme/MDXComponents/Code.tsx',
      '/s/node_modules/@mui/material/Alert/Alert.js',
      undefined,
    ])
      expect([resource, inHighlighter(resource), inCodeBlock(resource)]).toEqual([resource, false, false]);
  });

  it('are named async chunks that outrank `common` (priority 40)', () => {
    expect(codeHighlighterCacheGroup).toMatchObject({
      name: 'code-highlighter',
      chunks: 'async',
      enforce: true,
    });
    expect(codeBlockCacheGroup).toMatchObject({ name: 'code-block', chunks: 'async', enforce: true });
    expect(codeHighlighterCacheGroup.priority).toBeGreaterThan(40);
    expect(codeBlockCacheGroup.priority).toBeGreaterThan(40);
    // Patterns, not functions: the bundler tests them without calling into JavaScript per module.
    expect(codeHighlighterCacheGroup.test).toBeInstanceOf(RegExp);
    expect(codeBlockCacheGroup.test).toBeInstanceOf(RegExp);
    expect(inCodeBlock('/s/node_modules/prismjs/prism.js')).toBe(false);
    expect(inCodeBlock('/s/src/theme/Navbar/index.tsx')).toBe(false);
  });
});

describe('the client config', () => {
  const generated = [
    '/*',
    ' * AUTOGENERATED - DON’T EDIT',
    ' */',
    'export default {',
    '  "title": "MUI X",',
    '  "baseUrl": "/x/",',
    '  "presets": [["classic", { "docs": { "routeBasePath": "/" } }]],',
    '  "plugins": [["./plugins/llms-export/index.ts", { "summary": "A long summary" }]],',
    '  "themeConfig": { "prism": { "additionalLanguages": ["bash"] } }',
    '};',
    '',
  ].join('\n');

  it('empties the listed keys and keeps the rest as it was', () => {
    const trimmed = emptyConfigKeys(generated, ['plugins', 'presets', 'themes']);
    const config = JSON.parse(trimmed.replace(/^export default /, '').replace(/;\s*$/, '')) as Record<
      string,
      unknown
    >;
    expect(config).toEqual({
      title: 'MUI X',
      baseUrl: '/x/',
      presets: [],
      plugins: [],
      themeConfig: { prism: { additionalLanguages: ['bash'] } },
    });
    expect(trimmed).not.toContain('A long summary');
  });

  it('leaves a module it cannot read as it is', () => {
    for (const source of ['export default {', 'export const a = 1;', 'export default [1, 2];'])
      expect(emptyConfigKeys(source, ['plugins'])).toBe(source);
  });

  it('adds its loaders and alias to the client build only, and accepts only keys no client code reads', () => {
    const context = { generatedFilesDir: '/s/.docusaurus', siteDir: '/s' } as Parameters<
      typeof clientConfigPlugin
    >[0];
    const configure = (
      isServer: boolean,
      flags = true,
      mode = 'production',
      config: object = { output: { chunkFilename: 'assets/js/[name].[contenthash:8].js' } },
    ) =>
      clientConfigPlugin(context, {
        dropKeys: ['plugins'],
        dropRegistryModuleNames: flags,
        utilsCommonWithoutTslib: flags,
        lazyRouteComponents: flags,
        literalRouteMatching: flags,
        routePrefetch: flags,
        chunkNamesFile: flags,
        progressBarOnDemand: flags,
        dropTranslationDescriptions: flags,
        languageTablesDir: null,
        sharedRouteChunks: flags,
        stagedStart: flags,
      }).configureWebpack!(
        Object.assign(config, { mode }) as never,
        isServer,
        {} as never,
        undefined as never,
      ) as {
        module?: { rules: unknown[] };
        resolve?: { alias: Record<string, string> };
      };
    expect(configure(true)).toEqual({});
    const client = configure(false);
    expect(client.module?.rules).toEqual([
      {
        test: path.join('/s/.docusaurus', 'docusaurus.config.mjs'),
        use: [{ loader: expect.stringMatching(/[/\\]loader\.cjs$/), options: { keys: ['plugins'] } }],
      },
      {
        test: path.join('/s/.docusaurus', 'registry.js'),
        use: [{ loader: expect.stringMatching(/registry-loader\.cjs$/) }],
      },
      {
        test: require.resolve('@docusaurus/core/lib/client/docusaurus.js'),
        use: [
          {
            loader: expect.stringMatching(/replace-loader\.cjs$/),
            options: { module: expect.stringMatching(/routePrefetch\.ts$/) },
          },
        ],
      },
      {
        test: /\.[cm]?[jt]sx?$/,
        include: [/[\\/]node_modules[\\/]@docusaurus[\\/]/, path.join('/s', 'src')],
        enforce: 'pre',
        use: [{ loader: expect.stringMatching(/descriptions-loader\.cjs$/) }],
      },
      {
        test: require.resolve('@docusaurus/theme-classic/lib/nprogress.js'),
        use: [
          {
            loader: expect.stringMatching(/replace-loader\.cjs$/),
            options: { module: expect.stringMatching(/progressBar\.ts$/) },
          },
        ],
      },
      {
        test: require.resolve('@docusaurus/core/lib/client/clientEntry.js'),
        use: [
          {
            loader: expect.stringMatching(/replace-loader\.cjs$/),
            options: { module: expect.stringMatching(/clientEntry\.tsx$/), sideEffects: true },
          },
        ],
      },
      {
        test: path.join('/s/.docusaurus', 'routes.js'),
        use: [{ loader: expect.stringMatching(/routes-loader\.cjs$/) }],
      },
      {
        test: path.join('/s/.docusaurus', 'routesChunkNames.json'),
        type: 'javascript/auto',
        use: [{ loader: expect.stringMatching(/routesChunkNames-loader\.cjs$/) }],
      },
    ]);
    // The page badges with MUI's Chip, and MUI's slot helpers, in chunks of their own, in production only.
    const optimization = (built: unknown) =>
      (built as { optimization?: { splitChunks: { cacheGroups: Record<string, unknown> } } }).optimization;
    expect(optimization(client)?.splitChunks.cacheGroups).toEqual(sharedRouteCacheGroups);
    expect(optimization(configure(false, true, 'development'))).toBeUndefined();
    expect(optimization(configure(false, false))).toBeUndefined();
    const groupOf = (module: string) =>
      Object.values(sharedRouteCacheGroups).find((group) => group.test.test(module))?.name ?? null;
    expect(
      [
        '/site/src/components/sidebar/PageBadges.tsx',
        '/site/node_modules/@mui/material/esm/Chip/Chip.js',
        'C:\\site\\node_modules\\@mui\\material\\Chip\\index.js',
        '/site/node_modules/@mui/material/esm/utils/useSlot.js',
        '/site/src/components/sidebar/SidebarNav.tsx',
        '/site/node_modules/@mui/material/esm/ChipGroup/index.js',
        '/site/src/components/sidebar/PageBadges.test.tsx',
        '/site/node_modules/@mui/utils/esm/debounce/debounce.js',
        '/site/node_modules/@mui/material/esm/utils/useSlotted.js',
      ].map(groupOf),
    ).toEqual(['page-badges', 'page-badges', 'page-badges', 'mui-slots', null, null, null, null, null]);
    expect(
      [
        '/site/node_modules/@mui/utils/esm/mergeSlotProps/mergeSlotProps.js',
        'C:\\site\\node_modules\\@mui\\utils\\appendOwnerState\\index.js',
        '/site/node_modules/@mui/utils/esm/resolveComponentProps/index.js',
        '/site/node_modules/@mui/utils/esm/useForkRef/useForkRef.js',
        '/site/node_modules/@mui/material/esm/utils/useSlotProps.js',
      ].map(groupOf),
    ).toEqual(['mui-slots', 'mui-slots', 'mui-slots', null, null]);
    // The dev server keeps Docusaurus's entry: its hot reloading accepts itself there.
    expect(
      (configure(false, true, 'development').module?.rules as Array<{ test: string }>).map(
        (rule) => rule.test,
      ),
    ).not.toContain(require.resolve('@docusaurus/core/lib/client/clientEntry.js'));
    expect(client.resolve?.alias).toEqual({
      '@docusaurus/utils-common$': expect.stringMatching(/utilsCommon\.ts$/),
      'react-router-config$': expect.stringMatching(/routeMatching\.ts$/),
      '@docusaurus/router': expect.stringMatching(/router\.ts$/),
    });
    // Docusaurus's chunk-name map leaves the runtime for a file of its own (chunkNames.ts), and production chunk
    // files are named by id; the server build and the dev server's file names are left alone.
    const docusaurusClientConfig = (mode: string) => ({
      mode,
      plugins: [new ChunkAssetPlugin(), { apply: () => undefined }],
      output: {
        filename: 'assets/js/[name].[contenthash:8].js',
        chunkFilename: 'assets/js/[name].[contenthash:8].js',
      },
    });
    const production = docusaurusClientConfig('production');
    configure(false, true, 'production', production);
    expect(production.plugins.map((plugin) => plugin.constructor.name)).toEqual([
      'Object',
      'ChunkNamesBundlerPlugin',
    ]);
    expect(production.output).toEqual({
      filename: 'assets/js/[name].[contenthash:8].js',
      chunkFilename: 'assets/js/[id].[contenthash:8].js',
    });
    const development = docusaurusClientConfig('development');
    configure(false, true, 'development', development);
    expect(development.output.chunkFilename).toBe('assets/js/[name].[contenthash:8].js');
    expect(development.plugins.some((plugin) => plugin instanceof ChunkAssetPlugin)).toBe(false);
    const server = docusaurusClientConfig('production');
    configure(true, true, 'production', server);
    expect(server.plugins[0]).toBeInstanceOf(ChunkAssetPlugin);
    expect(server.plugins).toHaveLength(2);
    expect(server.output.chunkFilename).toBe('assets/js/[name].[contenthash:8].js');
    const kept = docusaurusClientConfig('production');
    configure(false, false, 'production', kept);
    expect(kept.plugins[0]).toBeInstanceOf(ChunkAssetPlugin);
    expect(kept.output.chunkFilename).toBe('assets/js/[name].[contenthash:8].js');
    expect(() => configure(false, true, 'production', { output: { chunkFilename: () => 'x.js' } })).toThrow(
      'client-config (chunkNamesFile): expected a string with [name]',
    );
    expect(configure(false, false).resolve).toBeUndefined();
    expect(configure(false, false).module?.rules).toHaveLength(1);
    const validate = (options: unknown) =>
      validateClientConfigOptions({ options, validate: () => options } as never);
    expect(validate(undefined)).toEqual({
      dropKeys: ['plugins', 'presets', 'themes'],
      dropRegistryModuleNames: true,
      utilsCommonWithoutTslib: true,
      lazyRouteComponents: true,
      literalRouteMatching: true,
      routePrefetch: true,
      chunkNamesFile: true,
      languageTablesDir: null,
      progressBarOnDemand: true,
      dropTranslationDescriptions: true,
      sharedRouteChunks: true,
      stagedStart: true,
      id: 'default',
    });
    expect(() => validate({ routePrefetch: false })).toThrow(
      'client-config: lazyRouteComponents and routePrefetch go together',
    );
    expect(() => validate({ routePrefetch: false, lazyRouteComponents: false })).toThrow(
      'client-config: chunkNamesFile needs routePrefetch',
    );
    expect(
      validate({ routePrefetch: false, lazyRouteComponents: false, chunkNamesFile: false }),
    ).toMatchObject({ routePrefetch: false, lazyRouteComponents: false, chunkNamesFile: false });
    expect(() => validate({ dropKeys: ['plugins', 'themeConfig'] })).toThrow(
      'client-config: dropKeys may only list plugins, presets, themes; got themeConfig.',
    );
    expect(() => validate({ dropRegistryModuleNames: 'yes' })).toThrow(
      'client-config: dropRegistryModuleNames must be true or false; got yes.',
    );
  });

  it("empties the UI text tables of languages other than the one being built, and English's never", () => {
    const tablesDir = path.join(SITE_DIR, 'src', 'i18n', 'translations');
    const inEnglishBuild = otherLanguageTable(tablesDir, 'en');
    const inChineseBuild = otherLanguageTable(tablesDir, 'zh');
    const table = (name: string) => path.join(tablesDir, name);
    expect(inEnglishBuild(table('translations.json'))).toBe(false);
    expect(inEnglishBuild(table('translations-zh.json'))).toBe(true);
    expect(inEnglishBuild(table('translations-pt.json'))).toBe(true);
    expect(inChineseBuild(table('translations-zh.json'))).toBe(false);
    expect(inChineseBuild(table('translations-pt.json'))).toBe(true);
    expect(inChineseBuild(table('translations.json'))).toBe(false);
    // Elsewhere, or another kind of file: left alone.
    expect(inEnglishBuild(path.join(SITE_DIR, 'i18n', 'translations-zh.json'))).toBe(false);
    expect(inEnglishBuild(table('translations-zh.ts'))).toBe(false);
    // Every table of the folder has the names this reads: English's, and one per language code.
    expect(
      readdirSync(tablesDir).filter(
        (file) => file !== 'translations.json' && !/^translations-[\w-]+\.json$/.test(file),
      ),
    ).toEqual([]);
    const withTables = clientConfigPlugin(
      { generatedFilesDir: '/s/.docusaurus', siteDir: SITE_DIR, i18n: { currentLocale: 'en' } } as never,
      {
        ...validateClientConfigOptions({ options: {}, validate: () => ({}) } as never),
        languageTablesDir: 'src/i18n/translations',
      },
    ).configureWebpack!(
      { mode: 'production', output: { chunkFilename: '[name].js' } } as never,
      false,
      {} as never,
      undefined as never,
    ) as { module: { rules: Array<{ test: unknown; use: Array<{ loader: string }> }> } };
    const rule = withTables.module.rules.find((candidate) =>
      /empty-table-loader\.cjs$/.test(candidate.use[0].loader),
    );
    expect((rule?.test as (resource: string) => boolean)(table('translations-zh.json'))).toBe(true);
    expect(() =>
      clientConfigPlugin({ siteDir: SITE_DIR, i18n: { currentLocale: 'en' } } as never, {
        ...validateClientConfigOptions({ options: {}, validate: () => ({}) } as never),
        languageTablesDir: 'src/i18n',
      }),
    ).toThrow('client-config: languageTablesDir has no English table (translations.json)');
    expect(() =>
      validateClientConfigOptions({ options: { languageTablesDir: 3 }, validate: () => ({}) } as never),
    ).toThrow('client-config: languageTablesDir must be a folder of the site or null; got 3.');
  });

  it('empties the module names of a registry in the shape Docusaurus writes, and only that shape', () => {
    const entry = (name: string, modulePath: string) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;
    const registry = [
      'export default {',
      entry('0a1b2c3d', '@site/docs/intro.mdx'),
      entry('4e5f6a7b', '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/x-\\"quoted\\"-1f2.json'),
      '};',
      '',
    ].join('\n');
    const { source, entries } = dropRegistryModuleNames(registry);
    expect(entries).toBe(2);
    expect(source).toContain(
      '"0a1b2c3d": [() => import(/* webpackChunkName: "0a1b2c3d" */ "@site/docs/intro.mdx"), "", require.resolveWeak("@site/docs/intro.mdx")],',
    );
    expect(source.match(/, "", require\.resolveWeak/g)).toHaveLength(2);
    // Both imports keep their module, so the bundler still compiles them into ids.
    expect(source.match(/import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+/g)).toHaveLength(2);
    // One line in another shape: nothing is rewritten.
    const changed = registry.replace('"@site/docs/intro.mdx", require', '"@site/docs/other.mdx", require');
    expect(dropRegistryModuleNames(changed)).toEqual({ source: changed, entries: 0 });
  });

  it('creates each route component on its first read, once, with the chunk names its entry carries, and leaves a table of another shape whole', () => {
    const route = (routePath: string, hash: string, extra = '') =>
      `{\n    path: '${routePath}',\n    component: ComponentCreator('${routePath}', '${hash}'),\n    exact: true${extra}\n  }`;
    const table = [
      "import React from 'react';",
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      '',
      'export default [',
      `  ${route('/x/', 'a1b')},`,
      `  ${route("/x/it\\'s/", 'c2d', `,\n    routes: [${route("/x/it\\'s/child/", 'e3f')}]`)},`,
      "  {\n    path: '*',\n    component: ComponentCreator('*'),\n  },",
      '];',
      '',
    ].join('\n');
    // routesChunkNames.json as Docusaurus writes it: by `<path>-<hash>`, the path as evaluated.
    const chunkNames = {
      '/x/-a1b': { __comp: 'root-comp' },
      "/x/it's/-c2d": { __comp: 'layout', __context: { plugin: 'docs' } },
      "/x/it's/child/-e3f": { __comp: 'doc-item', content: 'child-page' },
    };
    const { source, routes } = lazyRouteComponents(table, chunkNames);
    expect(routes).toBe(3);
    // Each path is written once: the getter reads it from its entry.
    expect(source.split("'/x/it\\'s/child/'")).toHaveLength(2);
    // Evaluated as the bundle would: ComponentCreator is only called for the routes whose component is read, and
    // reads the route's chunk names from the (client build's empty) map by its key when it is called.
    const map: Record<string, unknown> = {};
    const created: string[] = [];
    const creator = (routePath: string, hash?: string) => {
      created.push(`${routePath} ${hash ?? ''}`.trim());
      return { routePath, hash, names: hash ? map[`${routePath}-${hash}`] : undefined };
    };
    const body = source.replace(/^import .*$/gm, '').replace('export default [', 'return [');
    type Route = { path: string; component: unknown; chunkNames?: unknown; routes?: Route[] };
    const evaluated = (
      runInNewContext(`(function (ComponentCreator, routesChunkNames) {\n${body}\n})`) as (
        componentCreator: typeof creator,
        routesChunkNames: Record<string, unknown>,
      ) => Route[]
    )(creator, map);
    expect(created).toEqual(['*']);
    expect(map).toEqual({});
    expect(evaluated.map((entry) => entry.path)).toEqual(['/x/', "/x/it's/", '*']);
    expect(evaluated[1].chunkNames).toEqual(chunkNames["/x/it's/-c2d"]);
    const child = evaluated[1].routes![0];
    expect(child.path).toBe("/x/it's/child/");
    expect(child.component).toEqual({
      routePath: "/x/it's/child/",
      hash: 'e3f',
      names: { __comp: 'doc-item', content: 'child-page' },
    });
    expect(child.component).toBe(child.component);
    expect(created).toEqual(['*', "/x/it's/child/ e3f"]);
    expect(Object.keys(map)).toEqual(["/x/it's/child/-e3f"]);
    // Another shape (a call the rewrite does not recognise), or a route without chunk names: nothing is rewritten.
    const other = table.replace("ComponentCreator('/x/', 'a1b')", "ComponentCreator('/x/', 'a1b', {})");
    expect(lazyRouteComponents(other, chunkNames)).toEqual({ source: other, routes: 0 });
    // A component created for another path than its entry's.
    const elsewhere = table.replace("ComponentCreator('/x/', 'a1b')", "ComponentCreator('/y/', 'a1b')");
    expect(lazyRouteComponents(elsewhere, { ...chunkNames, '/y/-a1b': {} })).toEqual({
      source: elsewhere,
      routes: 0,
    });
    const { '/x/-a1b': _dropped, ...withoutRoot } = chunkNames;
    expect(lazyRouteComponents(table, withoutRoot)).toEqual({ source: table, routes: 0 });
  });

  it('gives the client build an empty routesChunkNames map', () => {
    const module = { exports: {} as { default?: unknown } };
    runInNewContext(
      EMPTY_MAP_MODULE.replace(
        'export default routesChunkNames;',
        'module.exports.default = routesChunkNames;',
      ),
      { module },
    );
    expect(module.exports.default).toEqual({});
  });

  it('gives the client build every export of @docusaurus/utils-common, the same values, without tslib', () => {
    /* eslint-disable @typescript-eslint/no-require-imports -- the package's CommonJS index, as Node loads it */
    const index = require('@docusaurus/utils-common') as Record<string, unknown>;
    /* eslint-enable @typescript-eslint/no-require-imports */
    const names = Object.keys(index).filter((name) => name !== '__esModule');
    expect(names.length).toBeGreaterThan(5);
    expect(Object.keys(utilsCommon).sort()).toEqual(names.sort());
    for (const name of names)
      expect([name, utilsCommon[name as keyof typeof utilsCommon]]).toEqual([name, index[name]]);
    expect(
      readFileSync(path.join(__dirname, '../../../plugins/client-config/utilsCommon.ts'), 'utf8'),
    ).not.toMatch(/from '@docusaurus\/utils-common'|tslib'/);
  });
});
