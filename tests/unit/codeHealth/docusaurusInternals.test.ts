/**
 * @jest-environment node
 *
 * Three plugins reshape what Docusaurus ships to the browser through parts of the installed
 * @docusaurus/* packages that are not public API. Each test below pins one of those parts against the
 * installed packages, using Docusaurus's own code where it can (its code generator writes the files the
 * plugins' loaders then rewrite). A failure names the plugin and the internal that moved; README
 * "Architecture", "Docusaurus internals", says how to re-check them after an upgrade.
 */
import * as fs from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { VERSION_PROPS_FILE } from '@site/plugins/version-metadata';
import { THEME_PRISM_CLIENT_MODULE } from '@site/plugins/prism-on-demand';
import { SITE_DIR } from './sourceFiles';

import {
  dropRegistryModuleNames,
  emptyConfigKeys,
  lazyRouteComponents,
  trimGlobalDocsLists,
  trimVersionMetadata,
} from '../pluginLoaders';
/* eslint-disable @typescript-eslint/no-require-imports -- the internals are CommonJS files of the packages */

type Plugin = 'version-metadata' | 'client-config' | 'prism-on-demand';

/** The `.js` files under `dir` (relative to it, sorted) whose text `matches`. */
function jsFilesIn(dir: string, matches: (text: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js') && matches(fs.readFileSync(full, 'utf8')))
        found.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return found.sort();
}

/** Fails with the plugin's name, what it relies on, and where to look. */
function pin(plugin: Plugin, reliesOn: string, holds: boolean): void {
  if (!holds) {
    throw new Error(
      `${plugin}: the installed Docusaurus no longer provides what plugins/${plugin} relies on: ${reliesOn}. ` +
        'Re-check the plugin against the new release (maintainers/architecture.md, "Docusaurus internals").',
    );
  }
}

/** `require` of a package file, failing with the plugin's name when the file is gone. */
function internal<T>(plugin: Plugin, request: string): T {
  let loaded: T | undefined;
  try {
    loaded = require(request) as T;
  } catch {
    pin(plugin, `the module ${request}`, false);
  }
  return loaded as T;
}

function packageFile(request: string): string {
  return require.resolve(request, { paths: [SITE_DIR] });
}

/** The installed folder of an @docusaurus/* package (its package.json is not exported). */
function docusaurusPackage(name: string): string {
  return path.join(SITE_DIR, 'node_modules', '@docusaurus', name);
}

function readPackageFile(plugin: Plugin, request: string): string {
  let file = '';
  try {
    file = packageFile(request);
  } catch {
    pin(plugin, `the file ${request}`, false);
  }
  return fs.readFileSync(file, 'utf8');
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

// A small docs version as the docs plugin loads it: one guide page and one product's API group.
const guideDoc = {
  id: 'intro',
  title: 'Intro',
  description: 'Start here',
  sidebar: 'docs',
  permalink: '/x/intro',
  slug: '/intro',
  unlisted: false,
  frontMatter: {},
};
const apiDoc = {
  ...guideDoc,
  id: 'api/data-grid/data-grid',
  title: 'DataGrid',
  permalink: '/x/api/data-grid/data-grid',
  slug: '/api/data-grid/data-grid',
};
const loadedVersion = {
  versionName: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  path: '/x',
  docs: [guideDoc, apiDoc],
  drafts: [],
  categoryGeneratedIndices: [],
  sidebars: {
    docs: [
      { type: 'doc', id: 'intro' },
      {
        type: 'category',
        label: 'API reference',
        key: '/api/data-grid-group',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'doc', id: apiDoc.id }],
      },
    ],
  },
};

interface Props {
  toSidebarsProp?: (version: unknown) => Record<string, unknown[]>;
  toVersionMetadataProp?: (pluginId: string, version: unknown) => Record<string, unknown>;
}

describe('Docusaurus internals the plugins rely on', () => {
  let generatedFilesDir = '';

  beforeAll(async () => {
    // Docusaurus's own code generator writes the site config, the route props and the global data.
    const props = internal<Props>('version-metadata', '@docusaurus/plugin-content-docs/lib/props.js');
    const globalData = internal<{ toGlobalDataVersion?: (version: unknown) => unknown }>(
      'version-metadata',
      '@docusaurus/plugin-content-docs/lib/globalData.js',
    );
    const versions = internal<{ toFullVersion?: (version: unknown) => unknown }>(
      'version-metadata',
      '@docusaurus/plugin-content-docs/lib/versions/version.js',
    );
    const codegen = internal<{ generateSiteFiles?: (params: unknown) => Promise<void> }>(
      'client-config',
      '@docusaurus/core/lib/server/codegen/codegen.js',
    );
    pin(
      'version-metadata',
      'toVersionMetadataProp in lib/props.js',
      typeof props.toVersionMetadataProp === 'function',
    );
    pin(
      'version-metadata',
      'toGlobalDataVersion in lib/globalData.js',
      typeof globalData.toGlobalDataVersion === 'function',
    );
    pin(
      'version-metadata',
      'toFullVersion in lib/versions/version.js',
      typeof versions.toFullVersion === 'function',
    );
    pin(
      'client-config',
      'generateSiteFiles in core lib/server/codegen/codegen.js',
      typeof codegen.generateSiteFiles === 'function',
    );
    generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'docusaurus-internals-'));
    await codegen.generateSiteFiles!({
      generatedFilesDir,
      clientModules: [],
      siteConfig: {
        title: 'Site',
        plugins: [['./plugins/demos', { reportTimings: false }]],
        presets: [['classic', { docs: {} }]],
        themes: [],
      },
      routes: [
        {
          path: '/x',
          exact: false,
          component: '@theme/DocVersionRoot',
          plugin: { name: DOCS_PLUGIN, id: 'default' },
          props: { version: props.toVersionMetadataProp!('default', loadedVersion) },
        },
      ],
      globalData: {
        [DOCS_PLUGIN]: {
          default: {
            path: '/x',
            versions: [globalData.toGlobalDataVersion!(versions.toFullVersion!(loadedVersion))],
          },
        },
      },
      siteMetadata: {},
      siteStorage: {},
      i18n: {},
      codeTranslations: {},
    });
  });

  afterAll(() => {
    if (generatedFilesDir) fs.rmSync(generatedFilesDir, { recursive: true, force: true });
  });

  describe('version-metadata', () => {
    it('the docs plugin still exports toSidebarsProp (lib/props.js) for the lazy API groups', () => {
      const props = internal<Props>('version-metadata', '@docusaurus/plugin-content-docs/lib/props.js');
      pin('version-metadata', 'toSidebarsProp in lib/props.js', typeof props.toSidebarsProp === 'function');
      const sidebars = props.toSidebarsProp!(loadedVersion);
      const group = (sidebars.docs ?? []).find(
        (item) => (item as { key?: string }).key === '/api/data-grid-group',
      ) as { type?: string; items?: unknown[] } | undefined;
      pin(
        'version-metadata',
        'sidebar categories keep their `key` and `items` in toSidebarsProp',
        group?.type === 'category' && group.items?.length === 1,
      );
    });

    it('the docs plugin hands its loaded versions over as allContent[docs].default.loadedVersions', () => {
      const source = readPackageFile('version-metadata', '@docusaurus/plugin-content-docs/lib/index.js');
      pin('version-metadata', `the plugin name "${DOCS_PLUGIN}"`, source.includes(`name: '${DOCS_PLUGIN}'`));
      pin(
        'version-metadata',
        'a `loadedVersions` list in the docs plugin content',
        /loadedVersions:/.test(source),
      );
      const routes = readPackageFile('version-metadata', '@docusaurus/plugin-content-docs/lib/routes.js');
      pin(
        'version-metadata',
        'the version route props built by toVersionMetadataProp',
        /version:\s*\(0,\s*\w+\.toVersionMetadataProp\)/.test(routes),
      );
    });

    it('the version metadata is written as route props matching VERSION_PROPS_FILE, with docs and docsSidebars', () => {
      const propsDir = path.join(generatedFilesDir, DOCS_PLUGIN, 'default', 'p');
      const files = fs.existsSync(propsDir) ? fs.readdirSync(propsDir) : [];
      const file = files
        .map((name) => path.join(propsDir, name))
        .find((candidate) => VERSION_PROPS_FILE.test(candidate));
      pin(
        'version-metadata',
        `route props under <generated>/${DOCS_PLUGIN}/<id>/p/*.json`,
        file !== undefined,
      );
      const text = fs.readFileSync(file!, 'utf8');
      const version = (JSON.parse(text) as { version?: { docs?: object; docsSidebars?: object } }).version;
      pin(
        'version-metadata',
        'route props { version: { docs, docsSidebars } }',
        Boolean(version?.docs && version.docsSidebars),
      );
      pin(
        'version-metadata',
        'a docs map keyed by doc id',
        Object.keys(version!.docs!).sort().join() === 'api/data-grid/data-grid,intro',
      );
      const trimmed = JSON.parse(trimVersionMetadata(text, { lazyApiGroups: true })) as {
        version: {
          docs: object;
          docsSidebars: { docs: Array<{ key?: string; items?: unknown[]; customProps?: object }> };
        };
      };
      expect(trimmed.version.docs).toEqual({});
      const group = trimmed.version.docsSidebars.docs.find((item) => item.key === '/api/data-grid-group');
      expect(group).toMatchObject({ items: [], customProps: { apiSidebarGroup: 'data-grid' } });
    });

    it("the global data is written to globalData.json with each version's docs and draftIds", () => {
      const file = path.join(generatedFilesDir, 'globalData.json');
      pin('version-metadata', '<generated>/globalData.json', fs.existsSync(file));
      const text = fs.readFileSync(file, 'utf8');
      const versions = (
        JSON.parse(text) as Record<string, Record<string, { versions?: Array<Record<string, unknown>> }>>
      )[DOCS_PLUGIN]?.default?.versions;
      pin(
        'version-metadata',
        'global data versions with `docs` and `draftIds` lists',
        Array.isArray(versions?.[0]?.docs) && Array.isArray(versions?.[0]?.draftIds),
      );
      const trimmed = JSON.parse(trimGlobalDocsLists(text)) as typeof JSON.parse extends never
        ? never
        : Record<string, Record<string, { versions: Array<{ docs: unknown[]; path: string }> }>>;
      expect(trimmed[DOCS_PLUGIN].default.versions[0]).toMatchObject({ docs: [], path: '/x' });
    });
  });

  describe('client-config', () => {
    it('the site config is written to docusaurus.config.mjs as `export default <JSON>`', () => {
      const file = path.join(generatedFilesDir, 'docusaurus.config.mjs');
      pin('client-config', '<generated>/docusaurus.config.mjs', fs.existsSync(file));
      const text = fs.readFileSync(file, 'utf8');
      const emptied = emptyConfigKeys(text, ['plugins', 'presets', 'themes']);
      pin(
        'client-config',
        'a site config module the loader can parse (`export default <JSON>;`)',
        emptied !== text,
      );
      expect(JSON.parse(emptied.replace(/^export default /, '').replace(/;\s*$/, ''))).toMatchObject({
        title: 'Site',
        plugins: [],
        presets: [],
        themes: [],
      });
    });

    it('the browser reads the site config through @generated/docusaurus.config and never its plugin lists', () => {
      const context = readPackageFile('client-config', '@docusaurus/core/lib/client/docusaurusContext.js');
      pin(
        'client-config',
        'core/lib/client/docusaurusContext.js importing @generated/docusaurus.config',
        context.includes('@generated/docusaurus.config'),
      );
      const readers: string[] = [];
      const reads =
        /siteConfig\s*\.\s*(plugins|presets|themes)\b|\b(plugins|presets|themes)\s*[,}][^=]*=\s*siteConfig\b/;
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (/\.(js|tsx?)$/.test(entry.name) && reads.test(fs.readFileSync(full, 'utf8')))
            readers.push(path.relative(SITE_DIR, full));
        }
      };
      for (const dir of [
        path.dirname(packageFile('@docusaurus/core/lib/client/docusaurusContext.js')),
        path.join(docusaurusPackage('theme-classic'), 'lib', 'theme'),
        path.join(docusaurusPackage('theme-common'), 'lib'),
        path.join(docusaurusPackage('plugin-content-docs'), 'lib', 'client'),
        path.join(SITE_DIR, 'src'),
      ])
        walk(dir);
      pin(
        'client-config',
        `no browser code reading siteConfig.plugins/presets/themes (found in ${readers.join(', ')})`,
        readers.length === 0,
      );
    });

    it('the route registry is written in the shape the registry loader rewrites, and only the server reads module names', () => {
      const file = path.join(generatedFilesDir, 'registry.js');
      pin('client-config', '<generated>/registry.js', fs.existsSync(file));
      const { source, entries } = dropRegistryModuleNames(fs.readFileSync(file, 'utf8'));
      pin(
        'client-config',
        'registry entries `[() => import(...), "<module>", require.resolveWeak(...)]`',
        entries > 0,
      );
      expect(source).not.toMatch(/\), "[^"]/);
      const creator = readPackageFile(
        'client-config',
        '@docusaurus/core/lib/client/exports/ComponentCreator.js',
      );
      pin(
        'client-config',
        "ComponentCreator passing the registry's module names only as react-loadable's `modules`",
        /modules\.push\(chunkRegistry\[1\]\)/.test(creator) &&
          (creator.match(/chunkRegistry\[1\]/g) ?? []).length === 1,
      );
      const loadable = readPackageFile('client-config', 'react-loadable/lib/index.js');
      pin(
        'client-config',
        'react-loadable reporting `modules` only to a capture context (null in the browser)',
        /createContext\(null\)/.test(loadable) &&
          /this\.context && Array\.isArray\(opts\.modules\)/.test(loadable),
      );
    });

    it('the route table is written in the shape the routes loader rewrites, and read for its components only when matched', () => {
      const file = path.join(generatedFilesDir, 'routes.js');
      pin('client-config', '<generated>/routes.js', fs.existsSync(file));
      const namesFile = path.join(generatedFilesDir, 'routesChunkNames.json');
      pin(
        'client-config',
        '<generated>/routesChunkNames.json beside the route table',
        fs.existsSync(namesFile),
      );
      const { source, routes } = lazyRouteComponents(
        fs.readFileSync(file, 'utf8'),
        JSON.parse(fs.readFileSync(namesFile, 'utf8')) as Record<string, unknown>,
      );
      pin(
        'client-config',
        "route entries `path: '<path>',` then `component: ComponentCreator('<path>', '<hash>')`, each with chunk names by `<path>-<hash>` in routesChunkNames.json, and the ComponentCreator import",
        routes > 0,
      );
      // Every route but the catch-all gets its chunk names; ComponentCreator reads them when called.
      const creator = readPackageFile(
        'client-config',
        '@docusaurus/core/lib/client/exports/ComponentCreator.js',
      );
      pin(
        'client-config',
        "ComponentCreator reading the route's chunk names from @generated/routesChunkNames by `${path}-${hash}` when it is called",
        /export default function ComponentCreator\(path, hash\) \{[\s\S]*const chunkNames = routesChunkNames\[`\$\{path\}-\$\{hash\}`\];/.test(
          creator,
        ) && creator.includes("import routesChunkNames from '@generated/routesChunkNames';"),
      );
      // The client's only other reader of the map is docusaurus.js, which routePrefetch.ts replaces.
      const clientDir = path.dirname(packageFile('@docusaurus/core/lib/client/docusaurus.js'));
      const readers = jsFilesIn(clientDir, (text) => text.includes('@generated/routesChunkNames'));
      pin(
        'client-config',
        `@generated/routesChunkNames imported by exports/ComponentCreator.js and docusaurus.js only (found ${readers.join(', ')})`,
        readers.join() === ['docusaurus.js', path.join('exports', 'ComponentCreator.js')].join(),
      );
      expect(source).not.toMatch(/component: ComponentCreator\('[^*]/);
      const match = readPackageFile('client-config', 'react-router-config/modules/matchRoutes.js');
      const render = readPackageFile('client-config', 'react-router-config/modules/renderRoutes.js');
      pin(
        'client-config',
        "react-router-config's matchRoutes never reading a route's component, renderRoutes only in the matched route's render",
        !/component/.test(match) && /render=\{props =>[\s\S]*<route\.component/.test(render),
      );
      const preload = readPackageFile('client-config', '@docusaurus/core/lib/client/preload.js');
      pin(
        'client-config',
        "core's preload reading the components of the matched routes only",
        /matches\.map\(\(match\) => match\.route\.component\.preload/.test(preload),
      );
    });

    it('window.docusaurus is lib/client/docusaurus.js, set by the client entry only, with the prefetch routePrefetch.ts replaces', () => {
      const clientDir = path.dirname(packageFile('@docusaurus/core/lib/client/docusaurus.js'));
      const importers = jsFilesIn(clientDir, (text) => /from '\.{1,2}\/(?:\.\.\/)*docusaurus'/.test(text));
      pin(
        'client-config',
        `lib/client/docusaurus.js imported by clientEntry.js only (found ${importers.join(', ')})`,
        importers.join() === 'clientEntry.js',
      );
      const entry = readPackageFile('client-config', '@docusaurus/core/lib/client/clientEntry.js');
      pin(
        'client-config',
        'clientEntry.js setting window.docusaurus',
        /window\.docusaurus = docusaurus;/.test(entry),
      );
      const original = readPackageFile('client-config', '@docusaurus/core/lib/client/docusaurus.js');
      pin(
        'client-config',
        "docusaurus.js's prefetch: a route's chunk names by its key without `-<hash>`, files by __webpack_require__.gca, the helpers ./prefetch, ./preload and ./flat",
        original.includes(".replace(/-[^-]+$/, '') === path") &&
          original.includes('__webpack_require__.gca(chunkName)') &&
          ["from './prefetch'", "from './preload'", "from './flat'"].every((text) =>
            original.includes(text),
          ) &&
          /export default Object\.freeze\(docusaurus\);/.test(original) &&
          /const docusaurus = \{\s*prefetch,\s*preload,\s*\};/.test(original),
      );
      const link = readPackageFile('client-config', '@docusaurus/core/lib/client/exports/Link.js');
      pin(
        'client-config',
        '<Link> calling window.docusaurus.prefetch and .preload at the time it prefetches',
        link.includes('window.docusaurus.prefetch(') && link.includes('window.docusaurus.preload('),
      );
    });

    it("theme-classic's progress bar is the client module lib/nprogress.js, which progressBar.ts does the same as", () => {
      const theme = readPackageFile('client-config', '@docusaurus/theme-classic/lib/index.js');
      pin(
        'client-config',
        "theme-classic registering './nprogress' as a client module",
        /getClientModules\(\) \{[\s\S]*'\.\/nprogress',/.test(theme),
      );
      const original = readPackageFile('client-config', '@docusaurus/theme-classic/lib/nprogress.js');
      pin(
        'client-config',
        'lib/nprogress.js importing nprogress and ./nprogress.css, no spinner, a 200 ms delay on a path change, done on onRouteDidUpdate',
        original.includes("import nprogress from 'nprogress';") &&
          original.includes("import './nprogress.css';") &&
          original.includes('nprogress.configure({ showSpinner: false });') &&
          original.includes('const delay = 200;') &&
          original.includes('location.pathname !== previousLocation.pathname') &&
          /onRouteDidUpdate\(\) \{\s*nprogress\.done\(\);/.test(original),
      );
    });

    it('the client build adds ChunkAssetPlugin, whose __webpack_require__.gca only docusaurus.js reads, and names chunk files by [name]', () => {
      const clientConfig = readPackageFile('client-config', '@docusaurus/core/lib/webpack/client.js');
      pin(
        'client-config',
        'lib/webpack/client.js adding `new ChunkAssetPlugin()` from ./plugins/ChunkAssetPlugin to the client build',
        clientConfig.includes('new ChunkAssetPlugin_1.default()') &&
          clientConfig.includes('require("./plugins/ChunkAssetPlugin")'),
      );
      const plugin = readPackageFile(
        'client-config',
        '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
      );
      pin(
        'client-config',
        'ChunkAssetPlugin writing __webpack_require__.gca (the chunk name → id map) into the runtime',
        plugin.includes("const DocusaurusGetChunkAssetFn = '__webpack_require__.gca';"),
      );
      // No other code of the packages the client bundles reads gca: ./chunkNames.ts removes it.
      const docusaurusDir = path.join(SITE_DIR, 'node_modules', '@docusaurus');
      const readers = [
        'core/lib/client',
        'theme-classic/lib',
        'theme-common/lib',
        'plugin-content-docs/lib',
      ].flatMap((pkg) =>
        jsFilesIn(path.join(docusaurusDir, pkg), (text) => text.includes('__webpack_require__.gca')).map(
          (file) => path.join('@docusaurus', pkg, file),
        ),
      );
      pin(
        'client-config',
        `__webpack_require__.gca read by lib/client/docusaurus.js only (found ${readers.join(', ')})`,
        readers.join() === path.join('@docusaurus', 'core', 'lib', 'client', 'docusaurus.js'),
      );
      const base = readPackageFile('client-config', '@docusaurus/core/lib/webpack/base.js');
      pin(
        'client-config',
        "the base config's chunkFilename `assets/js/[name].[contenthash:8].js` in production, which chunkNames.ts turns into [id]",
        /chunkFilename: isProd\s*\?\s*'assets\/js\/\[name\]\.\[contenthash:8\]\.js'/.test(base),
      );
    });

    it('the client build starts from lib/client/clientEntry.js, which does what clientEntry.tsx does in stages', () => {
      const clientConfig = readPackageFile('client-config', '@docusaurus/core/lib/webpack/client.js');
      pin(
        'client-config',
        'the client build whose only entry is lib/client/clientEntry.js',
        /entry: path_1\.default\.resolve\(__dirname, '\.\.\/client\/clientEntry\.js'\),/.test(clientConfig),
      );
      const entry = readPackageFile('client-config', '@docusaurus/core/lib/client/clientEntry.js');
      const imports = [...entry.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
      pin(
        'client-config',
        `clientEntry.js importing react, react-dom/client, react-helmet-async, react-router-dom, the config, App, preload and docusaurus only (found ${imports.join(', ')})`,
        imports.join() ===
          'react,react-dom/client,react-helmet-async,react-router-dom,@generated/docusaurus.config,./exports/ExecutionEnvironment,./App,./preload,./docusaurus',
      );
      pin(
        'client-config',
        'clientEntry.js hydrating <HelmetProvider><Router><App /> in a transition once the route is preloaded, with a console onRecoverableError',
        /preload\(window\.location\.pathname\)\.then\(\(\) => \{\s*startTransition\(renderApp\);/.test(
          entry,
        ) &&
          /<HelmetProvider>\s*<Router>\s*<App \/>\s*<\/Router>\s*<\/HelmetProvider>/.test(entry) &&
          /ReactDOM\.hydrateRoot\(container, app, \{\s*onRecoverableError,/.test(entry) &&
          entry.includes("experimental_router === 'hash' ? (<HashRouter>") &&
          entry.includes('const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);'),
      );
      // clientEntry.tsx evaluates App's imports in this order before App itself.
      const app = readPackageFile('client-config', '@docusaurus/core/lib/client/App.js');
      const appImports = [...app.matchAll(/^import (?:.* from )?'([^']+)';$/gm)].map((m) => m[1]);
      pin(
        'client-config',
        `App.js importing the client modules, the routes, then the router, renderRoutes, @theme/Root and @theme/ThemeProvider first (found ${appImports.join(', ')})`,
        appImports.slice(0, 7).join() ===
          'react,@generated/client-modules,@generated/routes,@docusaurus/router,@docusaurus/renderRoutes,@theme/Root,@theme/ThemeProvider',
      );
    });

    it("@docusaurus/router is an alias of its own name to exports/router.js, which re-exports react-router-dom's matchPath", () => {
      const router = readPackageFile('client-config', '@docusaurus/core/lib/client/exports/router.js');
      pin(
        'client-config',
        'exports/router.js re-exporting useHistory, useLocation, Redirect and matchPath from react-router-dom',
        /export \{ useHistory, useLocation, Redirect, matchPath \} from 'react-router-dom';/.test(router),
      );
      const aliases = readPackageFile('client-config', '@docusaurus/core/lib/webpack/aliases/index.js');
      pin(
        'client-config',
        'an alias `@docusaurus/<file>` per file of lib/client/exports (loadDocusaurusAliases)',
        aliases.includes('const aliasName = `@docusaurus/${fileNameWithoutExtension}`;'),
      );
      const docsUtils = readPackageFile(
        'client-config',
        '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
      );
      pin(
        'client-config',
        "the docs plugin's DocRoot matching its routes with @docusaurus/router's matchPath",
        docsUtils.includes("import { matchPath, useLocation } from '@docusaurus/router';") &&
          docsUtils.includes('docRoutes.find((docRoute) => matchPath(location.pathname, docRoute))'),
      );
    });
  });

  describe('prism-on-demand', () => {
    it('theme-classic registers lib/prism-include-languages as a client module, matching THEME_PRISM_CLIENT_MODULE', () => {
      const themeClassic = internal<{
        default?: (context: unknown, options: unknown) => { getClientModules?: () => string[] };
      }>('prism-on-demand', '@docusaurus/theme-classic');
      pin('prism-on-demand', 'the theme-classic plugin factory', typeof themeClassic.default === 'function');
      const plugin = themeClassic.default!(
        {
          siteDir: SITE_DIR,
          i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } },
          siteStorage: { type: 'localStorage', namespace: '' },
          siteConfig: { themeConfig: { prism: { additionalLanguages: [] }, colorMode: {} } },
        },
        { customCss: [] },
      );
      const libDir = path.dirname(packageFile('@docusaurus/theme-classic'));
      // Core resolves each client module against the plugin's directory (core lib/server/clientModules.js).
      const modules = (plugin.getClientModules?.() ?? []).map((module) => path.resolve(libDir, module));
      const prismModule = modules.find((module) => THEME_PRISM_CLIENT_MODULE.test(module));
      pin(
        'prism-on-demand',
        'a theme-classic client module matching THEME_PRISM_CLIENT_MODULE',
        prismModule !== undefined,
      );
      pin(
        'prism-on-demand',
        'the file behind that client module',
        fs.existsSync(`${prismModule}.js`) || fs.existsSync(prismModule!),
      );
    });

    it("@theme/prism-include-languages (which the site keeps) and the bundlers' NormalModuleReplacementPlugin exist", () => {
      pin(
        'prism-on-demand',
        'theme-classic lib/theme/prism-include-languages.js',
        fs.existsSync(
          path.join(
            path.dirname(packageFile('@docusaurus/theme-classic')),
            'theme',
            'prism-include-languages.js',
          ),
        ),
      );
      for (const bundler of ['@rspack/core', 'webpack']) {
        const instance = internal<{ NormalModuleReplacementPlugin?: unknown }>('prism-on-demand', bundler);
        pin(
          'prism-on-demand',
          `${bundler} NormalModuleReplacementPlugin (currentBundler.instance)`,
          typeof instance.NormalModuleReplacementPlugin === 'function',
        );
      }
    });
  });

  it('names the plugin when an internal has moved', () => {
    expect(() => pin('client-config', 'something', false)).toThrow(
      /^client-config: .*plugins\/client-config relies on: something/,
    );
  });
});
