import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import { LIB_VERSION, BASE_URL, GITHUB_REPO_URL, MODE_STORAGE_KEY } from './src/constants';
import { pages } from './src/data/pages';
import pageTreePlugin, { type PageTreePluginOptions } from './plugins/page-tree';
import colorModePlugin, { type ColorModePluginOptions } from './plugins/color-mode';
import path from 'node:path';
import type { AdSlotPluginOptions } from './plugins/ad-slot';
import type { AnalyticsPluginOptions } from './plugins/analytics';
import type { IconFontPluginOptions } from './plugins/icon-font';
import { DEFAULT_AD_FEED_URL } from './src/ads/constants';
import { DEFAULT_WEB_VITALS_RATIO, parseRatio } from './src/analytics/config';
import { keepShellOnly } from './src/serviceWorker/precache';

// Environment flags, read once here.
const isDev = process.env.NODE_ENV === 'development';
// Ads, analytics and the service worker (see README "Ads, analytics and the service worker").
const adFeedUrl = process.env.DOCS_AD_FEED_URL || DEFAULT_AD_FEED_URL;
const adsEnabled = !isDev || process.env.DOCS_ADS_IN_DEV === 'true';
const gaMeasurementId = process.env.DOCS_GA_MEASUREMENT_ID || null;
const webVitalsRatio = parseRatio(process.env.DOCS_WEB_VITALS_RATIO, DEFAULT_WEB_VITALS_RATIO);
const productionHost = process.env.DOCS_PRODUCTION_HOST || 'mui.com';

const config: Config = {
  title: 'MUI X',
  tagline: 'Advanced React components for complex use cases: data grid, date and time pickers, charts and tree view.',
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

  // v4 turns on the Rspack/SWC "Faster" pipeline, CSS cascade layers and storage namespacing.
  future: { v4: true },
  // A fixed namespace keeps storage keys readable and stable (no hash suffix).
  storage: { type: 'localStorage', namespace: false },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: `${GITHUB_REPO_URL}/edit/master/docs/`,
          lastVersion: 'current',
          versions: {
            current: { label: `v${LIB_VERSION}`, path: '', banner: 'none' },
          },
          remarkPlugins: [],
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { ignorePatterns: [`${BASE_URL}`] },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [pageTreePlugin, { tree: pages } satisfies PageTreePluginOptions],
    [colorModePlugin, { storageKey: MODE_STORAGE_KEY } satisfies ColorModePluginOptions],
    // By path (with the extension): the plugin type then needs no cast.
    ['./plugins/ad-slot/index.ts', { feedUrl: adFeedUrl, enabled: adsEnabled, displayRatio: 0.1 } satisfies AdSlotPluginOptions],
    ['./plugins/analytics/index.ts', { measurementId: gaMeasurementId, webVitalsRatio } satisfies AnalyticsPluginOptions],
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
          { tagName: 'meta', name: 'theme-color', content: '#1976d2' },
        ],
      },
    ],
  ],

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

  customFields: { isDev, productionHost },
};

export default config;
