/**
 * Keeps what no browser code reads out of the main bundle every page loads (maintainers/performance.md, "What
 * keeps pages light"); the server build keeps all of it:
 * - the plugins' and presets' options: Docusaurus serialises the whole config into
 *   `.docusaurus/docusaurus.config.mjs`, and no client code reads its `plugins`, `presets` or `themes` lists
 *   (1.3 KB gzip here, and it grows with every option a plugin takes);
 * - the route registry's module names (`.docusaurus/registry.js`, ./registry-loader.cjs): react-loadable reads
 *   them only while the server renders, to know which chunks a page used (5 KB gzip with about 550 modules);
 * - `tslib`, which `@docusaurus/utils-common`'s index requires for one helper (./utilsCommon.ts, 4 KB gzip);
 * - and start-up work: the route table (`.docusaurus/routes.js`, ./routes-loader.cjs) creates each route's
 *   component (a react-loadable wrapper) when it is first read instead of all of them, about 550, while the main
 *   bundle is evaluated (18 ms of each page load unthrottled, about 70 ms under Lighthouse's 4× CPU throttling).
 *   Only the routes a page matches are ever read. Each route's entry carries its chunk names, so the map of
 *   every route's chunk names by `<path>-<hash>` (`routesChunkNames.json`, ./routesChunkNames-loader.cjs) starts
 *   empty: its keys repeated every path of the table (about 4 KB gzip);
 * - and the routes' matching: `react-router-config` resolves to ./routeMatching.ts, whose `matchRoutes` answers
 *   literal exact routes by comparing strings instead of compiling each route's path to a regular expression
 *   (11–19 ms of each page load), and `@docusaurus/router` to ./router.ts, whose `matchPath` does the same for
 *   the docs plugin's DocRoot (39 ms of the date picker page's hydration under 4× throttling);
 * - and the prefetching of linked routes: Docusaurus's `window.docusaurus` is replaced by ./routePrefetch.ts
 *   (./replace-loader.cjs), which reads the matched routes' chunk names from their entries, asks for each file
 *   once and does the work when the browser is idle instead of in a 50–100 ms task (4×) right after hydration;
 * - and the runtime's chunk maps (./chunkNames.ts): the chunk name → id map prefetching reads is a file of its
 *   own, fetched on the first prefetch, instead of Docusaurus's `__webpack_require__.gca` in the runtime, and the
 *   production build names chunk files by id, so the runtime needs no id → name map either (9 KB gzip less on
 *   every page);
 * - and the UI text of languages other than the one being built (`languageTablesDir`, ./empty-table-loader.cjs):
 *   each locale's build reads only its own table and English's (1.7 KB gzip for Chinese and Portuguese);
 * - and, in route chunks rather than the main bundle, the copies of small modules that several route chunks of
 *   one page each carried: the page badges that every docs page's sidebar and article both render
 *   (`sharedRouteCacheGroups`, production builds);
 * - and the translator notes of the UI text (./descriptions-loader.cjs): the `description` of each `translate()` call
 *   and `<Translate>` element, which only `npm run write-translations` reads, from the sources (0.6 KB gzip);
 * - and the route progress bar's library (./progressBar.ts replaces theme-classic's `lib/nprogress.js` client
 *   module): loaded on the first client-side navigation instead of with every page (1.6 KB gzip);
 * - and the chunks' script elements: the production entry has the runtime insert them a few per task
 *   (./scriptQueue.ts) instead of a demo group's 20 in one 200 ms task (4×);
 * - and the main bundle's evaluation: production builds start from ./clientEntry.tsx instead of Docusaurus's
 *   `lib/client/clientEntry.js` (./replace-loader.cjs), which evaluates the same modules, in App's import order,
 *   over several tasks instead of one 216–263 ms task (4×), then preloads the route and hydrates as before. The
 *   dev server keeps Docusaurus's entry (its hot reloading accepts itself there).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import ChunkAssetPlugin from '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';
import { ChunkNamesBundlerPlugin, chunkFilenameById } from './chunkNames';

/** The only keys this plugin may empty: none of them is read in the browser. */
export const DROPPABLE_KEYS = ['plugins', 'presets', 'themes'] as const;

export interface ClientConfigPluginOptions {
  /** Config keys to empty in the client build. */
  dropKeys: Array<(typeof DROPPABLE_KEYS)[number]>;
  /** Empty the route registry's module names in the client build. Default: true. */
  dropRegistryModuleNames: boolean;
  /** Resolve `@docusaurus/utils-common` to its functions' own files in the client build. Default: true. */
  utilsCommonWithoutTslib: boolean;
  /**
   * Create each route's component on first use in the client build, each route's chunk names in its entry of the
   * route table instead of one map (goes with `routePrefetch`, which reads them there). Default: true.
   */
  lazyRouteComponents: boolean;
  /** Match literal exact routes by string comparison in the client build. Default: true. */
  literalRouteMatching: boolean;
  /** Prefetch linked routes' files once each, when the browser is idle, in the client build. Default: true. */
  routePrefetch: boolean;
  /**
   * Keep the chunk name → id map in a file of its own (read by the prefetching, so it needs `routePrefetch`)
   * and, in production, name chunk files by id. Default: true.
   */
  chunkNamesFile: boolean;
  /**
   * The folder of the site's UI text tables (`translations.json` for English, `translations-<code>.json` for the
   * others), relative to the site: the client build of one language empties the other languages' tables, which
   * it never reads. Null to keep them all. Default: null.
   */
  languageTablesDir: string | null;
  /**
   * One chunk each, in production builds, for modules several route chunks of a page would each carry a copy of
   * (`sharedRouteCacheGroups`). Default: true.
   */
  sharedRouteChunks: boolean;
  /**
   * Blank the translator notes (`description`) of `@docusaurus/Translate` calls and elements in the client build of
   * Docusaurus's packages and the site's `src/`. Default: true.
   */
  dropTranslationDescriptions: boolean;
  /** Load the route progress bar's library on the first client-side navigation. Default: true. */
  progressBarOnDemand: boolean;
  /** Evaluate the main bundle over several tasks in production builds. Default: true. */
  stagedStart: boolean;
  id?: string;
}

/**
 * Modules that several route chunks of one page each carried a copy of: the bundler's `common` group takes only
 * what half the pages share, and below its minimum size a shared module is copied into each chunk that needs it.
 * One chunk each, loaded once (above `common`'s priority of 40): the page badges (plan marks and status chips,
 * src/components/sidebar/PageBadges.tsx) with MUI's Chip they render, which every docs page shows from its
 * sidebar's and its article's route chunks (1.1 KB gzip a copy); MUI's slot helpers (`useSlot` and the
 * `@mui/utils` functions behind it), copied into three of the Introduction's chunks (MUI's Link, Alert, the page's
 * content).
 */
export const sharedRouteCacheGroups = {
  pageBadges: {
    name: 'page-badges',
    test: /[\\/]src[\\/]components[\\/]sidebar[\\/]PageBadges\.tsx$|[\\/]@mui[\\/]material[\\/](esm[\\/])?Chip[\\/]/,
    chunks: 'async' as const,
    priority: 43,
    enforce: true,
    reuseExistingChunk: true,
  },
  muiSlots: {
    name: 'mui-slots',
    test: /[\\/]@mui[\\/]material[\\/](esm[\\/])?utils[\\/]useSlot\.js$|[\\/]@mui[\\/]utils[\\/](esm[\\/])?(appendOwnerState|resolveComponentProps|mergeSlotProps|extractEventHandlers|omitEventHandlers|isHostComponent)[\\/]/,
    chunks: 'async' as const,
    priority: 43,
    enforce: true,
    reuseExistingChunk: true,
  },
};

/** A language's UI text table other than English's (`translations-<code>.json`), by its file name. */
const LANGUAGE_TABLE = /^translations-([\w-]+)\.json$/;

/**
 * Whether a module is the UI text table of a language other than `currentLocale` and English, in `tablesDir`:
 * the reader's language in a build is the locale being built (src/theme/Root.tsx), and English is the fallback.
 */
export function otherLanguageTable(tablesDir: string, currentLocale: string): (resource: string) => boolean {
  return (resource) => {
    if (path.dirname(resource) !== tablesDir) return false;
    const code = LANGUAGE_TABLE.exec(path.basename(resource))?.[1];
    return code !== undefined && code !== currentLocale;
  };
}

/** The rule that replaces one of Docusaurus's client modules by this plugin's `replacement` (./replace-loader.cjs). */
function replacedModule(request: string, replacement: string, { sideEffects = false } = {}) {
  return {
    test: require.resolve(request),
    use: [
      {
        loader: path.join(__dirname, 'replace-loader.cjs'),
        options: { module: path.join(__dirname, replacement), ...(sideEffects && { sideEffects }) },
      },
    ],
  };
}

export default function clientConfigPlugin(
  context: LoadContext,
  options: ClientConfigPluginOptions,
): Plugin<void> {
  if (options.languageTablesDir !== null) {
    const dir = path.resolve(context.siteDir, options.languageTablesDir);
    if (!fs.existsSync(path.join(dir, 'translations.json'))) {
      throw new Error(`client-config: languageTablesDir has no English table (translations.json): ${dir}.`);
    }
  }
  return {
    name: 'client-config',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const rules = [];
      if (options.dropKeys.length > 0) {
        rules.push({
          test: path.join(context.generatedFilesDir, 'docusaurus.config.mjs'),
          use: [{ loader: path.join(__dirname, 'loader.cjs'), options: { keys: options.dropKeys } }],
        });
      }
      const staged = options.stagedStart && config.mode === 'production';
      if (options.dropRegistryModuleNames) {
        rules.push({
          test: path.join(context.generatedFilesDir, 'registry.js'),
          use: [{ loader: path.join(__dirname, 'registry-loader.cjs') }],
        });
      }
      const alias: Record<string, string> = {};
      if (options.utilsCommonWithoutTslib) {
        alias['@docusaurus/utils-common$'] = path.join(__dirname, 'utilsCommon.ts');
      }
      if (options.literalRouteMatching) {
        alias['react-router-config$'] = path.join(__dirname, 'routeMatching.ts');
        // The same key as Docusaurus's own alias (core lib/webpack/aliases), so it replaces it in place: an
        // alias the bundler tried after Docusaurus's would never be reached.
        alias['@docusaurus/router'] = path.join(__dirname, 'router.ts');
      }
      if (options.routePrefetch) {
        rules.push(replacedModule('@docusaurus/core/lib/client/docusaurus.js', 'routePrefetch.ts'));
      }
      if (options.languageTablesDir !== null) {
        rules.push({
          test: otherLanguageTable(
            path.resolve(context.siteDir, options.languageTablesDir),
            context.i18n.currentLocale,
          ),
          use: [{ loader: path.join(__dirname, 'empty-table-loader.cjs') }],
        });
      }
      if (options.dropTranslationDescriptions) {
        rules.push({
          test: /\.[cm]?[jt]sx?$/,
          include: [/[\\/]node_modules[\\/]@docusaurus[\\/]/, path.join(context.siteDir, 'src')],
          // Before the JavaScript loader, on the text as written (its positions kept, see the loader).
          enforce: 'pre' as const,
          use: [{ loader: path.join(__dirname, 'descriptions-loader.cjs') }],
        });
      }
      if (options.progressBarOnDemand) {
        rules.push(replacedModule('@docusaurus/theme-classic/lib/nprogress.js', 'progressBar.ts'));
      }
      if (staged) {
        rules.push(
          replacedModule('@docusaurus/core/lib/client/clientEntry.js', 'clientEntry.tsx', {
            sideEffects: true,
          }),
        );
      }
      if (options.chunkNamesFile) {
        // Docusaurus's plugin would put the map back into the runtime; only ./routePrefetch.ts read it.
        config.plugins = (config.plugins ?? []).filter((plugin) => !(plugin instanceof ChunkAssetPlugin));
        config.plugins.push(new ChunkNamesBundlerPlugin());
        if (config.mode === 'production') {
          config.output = {
            ...config.output,
            chunkFilename: chunkFilenameById(config.output?.chunkFilename),
          };
        }
      }
      if (options.lazyRouteComponents) {
        rules.push({
          test: path.join(context.generatedFilesDir, 'routes.js'),
          use: [{ loader: path.join(__dirname, 'routes-loader.cjs') }],
        });
        rules.push({
          test: path.join(context.generatedFilesDir, 'routesChunkNames.json'),
          // The loader's output is JavaScript, not the JSON the file name says.
          type: 'javascript/auto',
          use: [{ loader: path.join(__dirname, 'routesChunkNames-loader.cjs') }],
        });
      }
      return {
        // Production only: the dev server never ships chunks, and named groups slow its rebuilds (plugins/demos).
        ...(options.sharedRouteChunks && config.mode === 'production'
          ? { optimization: { splitChunks: { cacheGroups: sharedRouteCacheGroups } } }
          : {}),
        ...(rules.length > 0 ? { module: { rules } } : {}),
        ...(Object.keys(alias).length > 0 ? { resolve: { alias } } : {}),
      };
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  Partial<ClientConfigPluginOptions> | undefined,
  ClientConfigPluginOptions
>): ClientConfigPluginOptions {
  const dropKeys = options?.dropKeys ?? [...DROPPABLE_KEYS];
  const unknown = Array.isArray(dropKeys)
    ? dropKeys.filter((key) => !(DROPPABLE_KEYS as readonly string[]).includes(key))
    : [String(dropKeys)];
  if (!Array.isArray(dropKeys) || unknown.length > 0) {
    throw new Error(
      `client-config: dropKeys may only list ${DROPPABLE_KEYS.join(', ')}; got ${unknown.join(', ')}.`,
    );
  }
  const flag = (
    name:
      | 'dropRegistryModuleNames'
      | 'utilsCommonWithoutTslib'
      | 'lazyRouteComponents'
      | 'literalRouteMatching'
      | 'routePrefetch'
      | 'chunkNamesFile'
      | 'progressBarOnDemand'
      | 'dropTranslationDescriptions'
      | 'sharedRouteChunks'
      | 'stagedStart',
  ) => {
    const value = options?.[name] ?? true;
    if (typeof value !== 'boolean')
      throw new Error(`client-config: ${name} must be true or false; got ${String(value)}.`);
    return value;
  };
  const languageTablesDir = options?.languageTablesDir ?? null;
  if (languageTablesDir !== null && (typeof languageTablesDir !== 'string' || languageTablesDir === '')) {
    throw new Error(
      `client-config: languageTablesDir must be a folder of the site or null; got ${JSON.stringify(languageTablesDir)}.`,
    );
  }
  const routePrefetch = flag('routePrefetch');
  const chunkNamesFile = flag('chunkNamesFile');
  const lazyRouteComponents = flag('lazyRouteComponents');
  if (lazyRouteComponents !== routePrefetch) {
    throw new Error(
      "client-config: lazyRouteComponents and routePrefetch go together (the route table carries the routes' chunk names that the prefetching reads, and Docusaurus's own prefetch would find the map empty); set both or neither.",
    );
  }
  if (chunkNamesFile && !routePrefetch) {
    throw new Error(
      "client-config: chunkNamesFile needs routePrefetch (Docusaurus's own prefetch reads the map from the runtime); set both or neither.",
    );
  }
  return {
    dropKeys,
    dropRegistryModuleNames: flag('dropRegistryModuleNames'),
    utilsCommonWithoutTslib: flag('utilsCommonWithoutTslib'),
    lazyRouteComponents,
    literalRouteMatching: flag('literalRouteMatching'),
    routePrefetch,
    chunkNamesFile,
    languageTablesDir,
    progressBarOnDemand: flag('progressBarOnDemand'),
    dropTranslationDescriptions: flag('dropTranslationDescriptions'),
    sharedRouteChunks: flag('sharedRouteChunks'),
    stagedStart: flag('stagedStart'),
    id: options?.id ?? 'default',
  };
}
