import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import { LIB_VERSION, BASE_URL, GITHUB_REPO_URL, MODE_STORAGE_KEY } from './src/constants';
import { pages } from './src/data/pages';
import type { PageTreePluginOptions } from './plugins/page-tree';
import type { ColorModePluginOptions } from './plugins/color-mode';
import type { DemosPluginOptions } from './plugins/demos';
import type { CodeVariantPluginOptions } from './plugins/code-variant';
import remarkDemos from './plugins/demos/remark';

// Environment flags, read once here.
const isDev = process.env.NODE_ENV === 'development';
/** Set by the test runner: mounts the test-only fixture pages under /x/test-fixtures/. */
const isTestBuild = process.env.DOCS_TEST_BUILD === 'true';
const TEST_FIXTURES_ROUTE = 'test-fixtures';

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
          remarkPlugins: [remarkDemos],
        },
      ],
    ]
  : [];

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
          remarkPlugins: [remarkDemos],
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { ignorePatterns: [`${BASE_URL}`, `${BASE_URL}${TEST_FIXTURES_ROUTE}/**`] },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Local plugins are referenced by path (with the extension) so Docusaurus runs their validateOptions.
    ['./plugins/page-tree/index.ts', { tree: pages } satisfies PageTreePluginOptions],
    ['./plugins/color-mode/index.ts', { storageKey: MODE_STORAGE_KEY } satisfies ColorModePluginOptions],
    ['./plugins/demos/index.ts', { reportTimings: true } satisfies DemosPluginOptions],
    [
      './plugins/code-variant/index.ts',
      { cookieName: 'codeVariant', attribute: 'data-code-variant' } satisfies CodeVariantPluginOptions,
    ],
    ...testFixturePlugins,
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

  customFields: { isDev },
};

export default config;
