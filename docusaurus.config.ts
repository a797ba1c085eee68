import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import { BASE_URL, GITHUB_REPO_URL, MODE_STORAGE_KEY, PAGE_END_ID } from './src/constants';
import type { PageTreePluginOptions } from './plugins/page-tree';
import type { MovedPagesPluginOptions } from './plugins/moved-pages';
import type { ColorModePluginOptions } from './plugins/color-mode';
import type { DemosPluginOptions } from './plugins/demos';
import type { SearchIndexPluginOptions } from './plugins/search-index';
import type { LlmsExportPluginOptions } from './plugins/llms-export';
import type { CodeVariantPluginOptions } from './plugins/code-variant';
import remarkDemos from './plugins/demos/remark';
import remarkWriterComponents from './plugins/writer-components/remark';
import remarkApiLinks from './plugins/api-links';
import remarkDevLinkCheck from './plugins/dev-link-check/remark';
import type { DevLinkCheckPluginOptions } from './plugins/dev-link-check';
import type { DevTypecheckPluginOptions } from './plugins/dev-typecheck';
import type { MdxRefreshPluginOptions } from './plugins/mdx-refresh';
import type { DevOverlayPluginOptions } from './plugins/dev-overlay';
import type { LegacyZhTitlesPluginOptions } from './plugins/legacy-zh-titles';
import type { I18nStatusPluginOptions } from './plugins/i18n-status';
import type { AdSlotPluginOptions } from './plugins/ad-slot';
import type { AnalyticsPluginOptions } from './plugins/analytics';
import type { IconFontPluginOptions } from './plugins/icon-font';
import type { BuildCachePluginOptions } from './plugins/build-cache';
import path from 'node:path';
import { ENABLED_LANGUAGES } from './src/i18n/languages';
import { DEFAULT_AD_FEED_URL } from './src/ads/constants';
import { DEFAULT_WEB_VITALS_RATIO, parseRatio } from './src/analytics/config';
import { keepShellOnly } from './src/serviceWorker/precache';
import type { DocsWithApiUserOptions } from './plugins/api-docs';
import type { GridEventsPluginOptions } from './plugins/grid-events';
import type { VersionMetadataPluginOptions } from './plugins/version-metadata';
import { docsVersionsOptions } from './plugins/version-metadata/docsVersions';
import type { ClientConfigPluginOptions } from './plugins/client-config';
import type { PrismOnDemandPluginOptions } from './plugins/prism-on-demand';
import type { CompileHintsPluginOptions } from './plugins/compile-hints';

// Environment flags, read once here.
const isDev = process.env.NODE_ENV === 'development';
/** Set by the test runner: mounts the test-only fixture pages under /x/test-fixtures/. */
const isTestBuild = process.env.DOCS_TEST_BUILD === 'true';
const TEST_FIXTURES_ROUTE = 'test-fixtures';
// Ads, analytics and the service worker (see maintainers/ads-analytics-sw.md).
const adFeedUrl = process.env.DOCS_AD_FEED_URL || DEFAULT_AD_FEED_URL;
const adsEnabled = !isDev || process.env.DOCS_ADS_IN_DEV === 'true';
const gaMeasurementId = process.env.DOCS_GA_MEASUREMENT_ID || null;
const webVitalsRatio = parseRatio(process.env.DOCS_WEB_VITALS_RATIO, DEFAULT_WEB_VITALS_RATIO);
const productionHost = process.env.DOCS_PRODUCTION_HOST || 'mui.com';

// Test-only pages (demo that throws, demos below the fold…), never part of a normal build.
const testFixturePlugins: NonNullable<Config['plugins']> = isTestBuild
  ? [
      [
        '@docusaurus/plugin-content-docs',
        {
          id: 'test-fixtures',
          path: 'tests/fixtures/site',
          routeBasePath: TEST_FIXTURES_ROUTE,
          sidebarPath: false,
          remarkPlugins: [remarkDemos, remarkWriterComponents],
        },
      ],
    ]
  : [];

/** Only the characters a license key is made of; anything else is ignored rather than shipped. */
function licenseKeyFromEnv(value: string | undefined): string {
  return value && /^[A-Za-z0-9+/=_-]{1,2048}$/.test(value) ? value : '';
}

const config: Config = {
  title: 'MUI X',
  tagline:
    'Advanced React components for complex use cases: data grid, date and time pickers, charts and tree view.',
  favicon: 'img/favicon.svg',
  url: 'https://mui.com',
  baseUrl: BASE_URL,
  trailingSlash: true,
  organizationName: 'mui',
  projectName: 'mui-x',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },

  // Hold the first paint until the page body has been parsed (up to the marker Root renders last), so a
  // reader never sees a half-parsed page whose parts then move (a layout shift). Browsers without
  // `blocking="render"` ignore it. Not in development, where pages render on the client only.
  headTags: isDev
    ? []
    : [{ tagName: 'link', attributes: { rel: 'expect', href: `#${PAGE_END_ID}`, blocking: 'render' } }],

  // v4 turns on the Rspack/SWC "Faster" pipeline, CSS cascade layers and storage namespacing.
  future: { v4: true },
  // A fixed namespace keeps storage keys readable and stable (no hash suffix).
  storage: { type: 'localStorage', namespace: false },

  // Only the enabled languages are built (src/i18n/languages.ts; English for now). zh and pt have their
  // UI text in i18n/ and a locale config ready: each is served under its own prefix (/zh/x/…), the
  // prefix the path helpers read. Enabling one is adding it to ENABLED_LANGUAGES (README, "Enabling a
  // language").
  i18n: {
    defaultLocale: 'en',
    locales: [...ENABLED_LANGUAGES],
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en' },
      zh: { label: '中文', htmlLang: 'zh-CN', baseUrl: `/zh${BASE_URL}` },
      pt: { label: 'Português', htmlLang: 'pt-BR', baseUrl: `/pt${BASE_URL}` },
    },
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is registered by plugins/api-docs, which adds the API reference routes to its tree.
        docs: false,
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        // Not documentation: the /x/ redirect, the bare playground pages, the forward to the blog and the
        // test-only fixture pages.
        sitemap: {
          ignorePatterns: [
            `${BASE_URL}`,
            `${BASE_URL}playground/`,
            `${BASE_URL}playground/**`,
            `${BASE_URL}blog/`,
            `${BASE_URL}blog/**`,
            `${BASE_URL}${TEST_FIXTURES_ROUTE}/**`,
          ],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The site's docs plugin with the API reference pages as routes of its tree (plugins/api-docs), made
    // from the installed packages' declarations; options are the docs plugin's plus the API's own (`api`).
    [
      './plugins/api-docs/index.ts',
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        editUrl: `${GITHUB_REPO_URL}/edit/master/docs/`,
        // The current docs labelled with the installed @mui/x-* version (read now), then the versions cut
        // with `npm run version:cut` (versions.json); the test fixture version only in test builds.
        ...docsVersionsOptions(__dirname, { includeFixture: isTestBuild }),
        // api-links: <ApiLink>, <PropTable> and self-linking props, from the generated API data.
        remarkPlugins: [
          remarkDemos,
          remarkApiLinks,
          remarkWriterComponents,
          // npm start only: a link to a missing page warns in the terminal and the dev overlay when the page compiles.
          remarkDevLinkCheck,
        ],

        api: {},
      } satisfies DocsWithApiUserOptions,
    ],
    // Local plugins are referenced by path (with the extension) so Docusaurus runs their validateOptions.
    // The page tree (src/data/pages.ts) is read by the plugins that need it, never passed as an option:
    // plugin options are serialised into the client config every page downloads.
    ['./plugins/page-tree/index.ts', {} satisfies PageTreePluginOptions],
    ['./plugins/moved-pages/index.ts', {} satisfies MovedPagesPluginOptions],
    ['./plugins/dev-link-check/index.ts', {} satisfies DevLinkCheckPluginOptions],
    ['./plugins/dev-typecheck/index.ts', {} satisfies DevTypecheckPluginOptions],
    // npm start only: the two checks above in the browser's dev overlay, at the writer's file:line:column.
    ['./plugins/dev-overlay/index.ts', {} satisfies DevOverlayPluginOptions],
    // DOCS_MDX_REFRESH=off: Docusaurus's own hot updates (the whole page re-mounts), to compare or rule it out.
    [
      './plugins/mdx-refresh/index.ts',
      { ...(process.env.DOCS_MDX_REFRESH === 'off' && { enabled: false }) } satisfies MdxRefreshPluginOptions,
    ],
    ['./plugins/color-mode/index.ts', { storageKey: MODE_STORAGE_KEY } satisfies ColorModePluginOptions],
    ['./plugins/demos/index.ts', { reportTimings: true } satisfies DemosPluginOptions],
    // Every docs page loads the version metadata: keep the page-by-page docs map, which nothing here reads, and
    // the API reference groups' links, which a product's API pages load for themselves, out of it.
    [
      './plugins/version-metadata/index.ts',
      { dropDocsMap: true, lazyApiGroups: true } satisfies VersionMetadataPluginOptions,
    ],
    // Local builds reuse the bundler's cache: an edit to a plugin's loader must rebuild what it made.
    ['./plugins/build-cache/index.ts', { folders: ['plugins'] } satisfies BuildCachePluginOptions],
    // Every page's main bundle carries the site config: leave out the plugin and preset options no client code reads.
    [
      './plugins/client-config/index.ts',
      {
        dropKeys: ['plugins', 'presets', 'themes'],
        dropRegistryModuleNames: true,
        utilsCommonWithoutTslib: true,
        lazyRouteComponents: true,
        literalRouteMatching: true,
        routePrefetch: true,
        chunkNamesFile: true,
        languageTablesDir: 'src/i18n/translations',
        progressBarOnDemand: true,
        dropTranslationDescriptions: true,
        sharedRouteChunks: true,
        stagedStart: true,
      } satisfies ClientConfigPluginOptions,
    ],
    // Prism off the way to hydration: code blocks keep the server's tokens; Prism loads when a block needs it.
    ['./plugins/prism-on-demand/index.ts', {} satisfies PrismOnDemandPluginOptions],
    // Chunks loaded on demand are compiled while they stream in, off the main thread (V8's compile hint).
    ['./plugins/compile-hints/index.ts', { chunks: 'async' } satisfies CompileHintsPluginOptions],
    // The sponsor slot sits inside the article; its text is not documentation.
    [
      './plugins/search-index/index.ts',
      { excludeSelectors: ['.docs-ad-slot'] } satisfies SearchIndexPluginOptions,
    ],
    [
      './plugins/llms-export/index.ts',
      {
        summary:
          'MUI X is a set of advanced React UI components built on Material UI: a data grid (sorting, filtering, editing, grouping, export), date and time pickers with range selection, charts drawn in SVG (bar, line, pie, scatter and more) and a tree view. This documentation covers version 8: guides with runnable demos for each feature, and an API reference for every component with its props, slots and CSS classes. Data Grid, Date Pickers and Tree View come in a free MIT edition and in paid Pro and Premium editions.',
      } satisfies LlmsExportPluginOptions,
    ],
    [
      './plugins/code-variant/index.ts',
      { cookieName: 'codeVariant', attribute: 'data-code-variant' } satisfies CodeVariantPluginOptions,
    ],
    [
      './plugins/legacy-zh-titles/index.ts',
      { file: 'plugins/legacy-zh-titles/legacy-zh-titles.json' } satisfies LegacyZhTitlesPluginOptions,
    ],
    [
      './plugins/i18n-status/index.ts',
      {
        uiTablesDir: 'src/i18n/translations',
        untranslatableFile: 'i18n/untranslatable.json',
      } satisfies I18nStatusPluginOptions,
    ],
    [
      './plugins/ad-slot/index.ts',
      { feedUrl: adFeedUrl, enabled: adsEnabled, displayRatio: 0.1 } satisfies AdSlotPluginOptions,
    ],
    [
      './plugins/analytics/index.ts',
      { measurementId: gaMeasurementId, webVitalsRatio } satisfies AnalyticsPluginOptions,
    ],
    ['./plugins/icon-font/index.ts', {} satisfies Partial<IconFontPluginOptions>],
    [
      '@docusaurus/plugin-pwa',
      {
        // Registers only on the production host; an absolute path because client modules resolve against
        // the plugin's folder.
        swRegister: path.resolve(__dirname, 'src/serviceWorker/swRegister.ts'),
        // Offline reading is opt-in: only an installed app precaches and serves from the cache.
        offlineModeActivationStrategies: ['appInstalled', 'standalone'],
        injectManifestConfig: { manifestTransforms: [keepShellOnly] },
        pwaHead: [
          { tagName: 'link', rel: 'manifest', href: 'manifest.json' },
          { tagName: 'meta', name: 'theme-color', content: '#0a63c9' },
        ],
      },
    ],
    // The Data Grid's event catalogue, read from the installed premium declarations (events guide page).
    ['./plugins/grid-events/index.ts', {} satisfies Partial<GridEventsPluginOptions>],
    ...testFixturePlugins,
  ],

  // Adds the onepirate web fonts on paths containing `onepirate`, and only there.
  clientModules: ['./src/clientModules/onepirateFont.ts'],

  themeConfig: {
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    navbar: { title: 'MUI X', items: [] },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.vsDark,
      additionalLanguages: ['bash', 'json', 'diff'],
    },
  } satisfies Preset.ThemeConfig,

  customFields: {
    isDev,
    productionHost,
    // The MUI X license key the paid demos are rendered with; without one they show the watermark.
    muiXLicenseKey: licenseKeyFromEnv(process.env.MUI_X_LICENSE_KEY),
  },
};

export default config;
