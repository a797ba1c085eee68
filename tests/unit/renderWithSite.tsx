/**
 * Renders a component inside the contexts the site provides at run time: Docusaurus's context (fake site
 * config), a memory router and the site's own providers.
 */
import * as React from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Context as DocusaurusContext } from '@docusaurus/core/lib/client/docusaurusContext';
import { DocsProvider } from '@site/src/settings/DocsProvider';
import { ThemeSettingsProvider } from '@site/src/settings/ThemeSettingsProvider';

const fakeContext = {
  siteConfig: {
    baseUrl: '/x/',
    url: 'https://mui.com',
    trailingSlash: true,
    future: { experimental_router: 'browser', v4: {} },
  },
  siteMetadata: { docusaurusVersion: '3.10.2', pluginVersions: {}, siteVersion: undefined },
  globalData: {},
  i18n: {
    currentLocale: 'en',
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { direction: 'ltr', htmlLang: 'en', path: 'en', label: 'English' } },
  },
  codeTranslations: {},
} as unknown as React.ContextType<typeof DocusaurusContext>;

/** What Docusaurus mounts on `window` for links to load other pages' code; a test may record the calls. */
interface RouteLoader {
  prefetch: (href: string) => boolean;
  preload: (href: string) => boolean;
}

export function renderWithSite(
  ui: React.ReactElement,
  { path = '/x/', routeLoader }: { path?: string; routeLoader?: RouteLoader } = {},
): RenderResult {
  (window as unknown as { docusaurus: RouteLoader }).docusaurus = routeLoader ?? {
    prefetch: () => true,
    preload: () => true,
  };
  return render(
    <DocusaurusContext.Provider value={fakeContext}>
      <MemoryRouter initialEntries={[path]}>
        <DocsProvider>
          <ThemeSettingsProvider>{ui}</ThemeSettingsProvider>
        </DocsProvider>
      </MemoryRouter>
    </DocusaurusContext.Provider>,
  );
}
