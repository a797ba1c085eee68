/**
 * The unused-export check run by `npm run lint` (README "Architecture"). Entry points are what Docusaurus
 * and the tools load by path, not through an import: the config and sidebars, swizzled theme components,
 * pages, client modules, each plugin's index and its loaders, the demos, the tests, and the modules the
 * plugins write into generated MDX or name by path (writer components, API page components, the service
 * worker registration). The exports of an entry are never reported; everything else must be imported.
 */
import type { KnipConfig } from 'knip';
import { CODE_BLOCK_REGISTRATION, WRITER_COMPONENT_MODULES } from './plugins/writer-components/remark';
import { API_PAGE_COMPONENT } from './plugins/api-docs/routes';

const sitePath = (specifier: string) => `${specifier.replace(/^@site\//, '')}.{ts,tsx}`;

const config: KnipConfig = {
  // docusaurus.config.ts and sidebars.ts come from knip's Docusaurus plugin.
  entry: [
    'src/theme/**/*.{ts,tsx}',
    'src/pages/**/*.{ts,tsx}',
    'src/clientModules/**/*.ts',
    'plugins/*/index.ts',
    'plugins/*/*.{cjs,js}',
    'docs/**/*.tsx',
    'tests/**/*.{ts,tsx,mjs,js,cjs}',
    // Written into the MDX of pages by remark plugins.
    ...Object.values(WRITER_COMPONENT_MODULES).map(sitePath),
    sitePath(CODE_BLOCK_REGISTRATION),
    // Named by path in plugins/api-docs/routes.ts (the API routes' page component), imported by the modules
    // plugins/api-docs/index.ts generates (the sidebar group registration) and by the grid-events page.
    sitePath(API_PAGE_COMPONENT),
    'src/components/sidebar/apiSidebarGroups.ts',
    'src/components/gridEvents/GridEventsCatalogue.tsx',
    // Named by path in plugins/moved-pages (the page left at a moved page's old path).
    'src/components/specialRoutes/MovedPageRedirect.tsx',
    // Named by path in docusaurus.config.ts (PWA plugin).
    'src/serviceWorker/swRegister.ts',
    // Loaded at run time by path, not imported: the extractor on a cache miss (plugins/api-docs/model.ts)
    // and the modules the CommonJS loaders and workers load through jiti (plugins/*/*.cjs).
    'plugins/api-docs/extract.ts',
    'plugins/demos/{transform,queries,timings,errors}.ts',
    'plugins/dev-typecheck/{checker,pages}.ts',
    'plugins/mdx-refresh/transform.ts',
    // Named by path in plugins/client-config/index.ts: the client build's `@docusaurus/utils-common`,
    // `react-router-config`, `@docusaurus/router`, `window.docusaurus` and entry.
    'plugins/client-config/utilsCommon.ts',
    'plugins/client-config/routeMatching.ts',
    'plugins/client-config/router.ts',
    'plugins/client-config/routePrefetch.ts',
    'plugins/client-config/clientEntry.tsx',
  ],
  project: [
    'src/**/*.{ts,tsx}',
    'plugins/**/*.{ts,tsx,cjs,js}',
    'docs/**/*.tsx',
    'tests/**/*.{ts,tsx,mjs,js,cjs}',
  ],
  // An export also used in its own module is part of that module's shape; only exports nobody uses fail.
  ignoreExportsUsedInFile: true,
};

export default config;
