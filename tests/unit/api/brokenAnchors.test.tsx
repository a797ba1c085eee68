/**
 * @jest-environment node
 */
/**
 * The row anchors of a generated page are registered with Docusaurus's broken-link checker: rendering the
 * page the way the build does (server-side, with the checker's collector) and running the checker on the
 * result accepts links to real rows and throws on a link to a prop that does not exist, which is what
 * makes `npm run build` fail (docusaurus.config.ts sets onBrokenAnchors: 'throw').
 */
import * as React from 'react';
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Context as DocusaurusContext } from '@docusaurus/core/lib/client/docusaurusContext';
import {
  BrokenLinksProvider,
  createStatefulBrokenLinks,
} from '@docusaurus/core/lib/client/BrokenLinksContext';
import { handleBrokenLinks } from '@docusaurus/core/lib/server/brokenLinks';
import ComponentApiPage from '@site/src/components/api/ComponentApiPage';
import { DocsProvider } from '@site/src/settings/DocsProvider';
import { ThemeSettingsProvider } from '@site/src/settings/ThemeSettingsProvider';
import { SITE_DIR } from '@site/plugins/api-docs/model';
import { componentPage, EXTRACTION_TIMEOUT } from './realModel';
import { componentPageProps } from './pageProps';

jest.mock(
  '@theme/CodeBlock',
  () => ({ __esModule: true, default: ({ children }: { children: string }) => <pre>{children}</pre> }),
  {
    virtual: true,
  },
);

const siteContext = {
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

const PAGE = '/x/api/data-grid/data-grid/';
const GUIDE = '/x/react-data-grid/sorting/';

function collectPageAnchors(): { anchors: string[]; links: string[] } {
  const collector = createStatefulBrokenLinks();
  renderToString(
    <DocusaurusContext.Provider value={siteContext}>
      <MemoryRouter initialEntries={[PAGE]}>
        <DocsProvider>
          <ThemeSettingsProvider>
            <BrokenLinksProvider brokenLinks={collector}>
              <ComponentApiPage {...componentPageProps(componentPage('data-grid', 'data-grid'))} />
            </BrokenLinksProvider>
          </ThemeSettingsProvider>
        </DocsProvider>
      </MemoryRouter>
    </DocusaurusContext.Provider>,
  );
  return { anchors: collector.getCollectedAnchors(), links: collector.getCollectedLinks() };
}

function check(linkFromGuide: string, collected: { anchors: string[]; links: string[] }) {
  return handleBrokenLinks({
    // Only the guide's link is checked here; the page contributes the anchors it registered.
    collectedLinks: {
      [PAGE]: { links: [], anchors: collected.anchors },
      [GUIDE]: { links: [linkFromGuide], anchors: [] },
    },
    routes: [
      { path: PAGE, exact: true, component: 'x' },
      { path: GUIDE, exact: true, component: 'x' },
    ],
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
  });
}

describe('row anchors and the broken-anchor check', () => {
  let collected: { anchors: string[]; links: string[] };
  beforeAll(() => {
    collected = collectPageAnchors();
  }, EXTRACTION_TIMEOUT);

  it('registers one anchor per prop, slot and class, plus the section headings', () => {
    const data = componentPage('data-grid', 'data-grid');
    expect(collected.anchors).toEqual(
      expect.arrayContaining([
        'props',
        'slots',
        'classes',
        'import',
        'prop-checkboxSelection',
        'slot-toolbar',
        'classes-MuiDataGrid-cell',
      ]),
    );
    const rows = data.props.length + data.slots.length + data.classes.length;
    expect(collected.anchors.filter((anchor) => /^(prop|slot|classes)-/.test(anchor))).toHaveLength(rows);
  });

  it('accepts links to existing rows', async () => {
    await expect(check(`${PAGE}#prop-checkboxSelection`, collected)).resolves.toBeUndefined();
    await expect(check(`${PAGE}#classes-MuiDataGrid-cell`, collected)).resolves.toBeUndefined();
  });

  it('throws on a link to a prop that does not exist', async () => {
    await expect(check(`${PAGE}#prop-checkboxSelectionn`, collected)).rejects.toThrow(
      /Broken anchor[\s\S]*#prop-checkboxSelectionn/,
    );
  });

  it('the page itself links only to anchors it registers', async () => {
    const ownAnchorLinks = collected.links.filter((link) => link.startsWith('#'));
    // The section headings' links; row headings follow their anchors without a link element.
    expect(ownAnchorLinks).toEqual(expect.arrayContaining(['#import', '#props', '#slots', '#classes']));
    await expect(
      handleBrokenLinks({
        collectedLinks: { [PAGE]: { links: ownAnchorLinks, anchors: collected.anchors } },
        routes: [{ path: PAGE, exact: true, component: 'x' }],
        onBrokenLinks: 'throw',
        onBrokenAnchors: 'throw',
      }),
    ).resolves.toBeUndefined();
  });

  it('the site configuration makes broken anchors fail the build', () => {
    const config = fs.readFileSync(path.join(SITE_DIR, 'docusaurus.config.ts'), 'utf8');
    expect(config).toMatch(/onBrokenAnchors:\s*'throw'/);
  });
});
