/**
 * Renders the real AdSlot in jsdom: the site's theme, a Docusaurus context (for base URLs), a fake clock,
 * an injected random source and fetch. jsdom lays nothing out, so element boxes are stubbed: an element
 * has a box unless it (or an ancestor) is hidden with display:none, the way a cosmetic filter hides it.
 */
import * as React from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { Context as DocusaurusContext } from '@docusaurus/core/lib/client/docusaurusContext';
import { createDocsTheme } from '../../../src/docsTheme/createDocsTheme';
import { AdProvider, type AdConfig } from '../../../src/components/ads/AdProvider';
import { AdSlot } from '../../../src/components/ads/AdSlot';
import { FakeClock } from './fakeClock';
import { FEED_URL } from './feedFixtures';

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const siteContext = {
  siteConfig: { baseUrl: '/x/', url: 'https://mui.com', future: { experimental_router: 'browser' } },
  siteMetadata: {},
  globalData: {},
  i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'], localeConfigs: {} },
  codeTranslations: {},
} as unknown as React.ContextType<typeof DocusaurusContext>;

const theme = createDocsTheme();

function hasBox(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') {
      return false;
    }
  }
  return element.isConnected;
}

/** Installs the layout stub; returns a function that restores jsdom's own methods. */
export function stubLayout(): () => void {
  const originalRects = Element.prototype.getClientRects;
  const originalBox = Element.prototype.getBoundingClientRect;
  Element.prototype.getClientRects = function getClientRects(this: Element) {
    const rects = hasBox(this) ? [new DOMRect(0, 0, 100, 100)] : [];
    return Object.assign(rects, { item: (index: number) => rects[index] ?? null }) as unknown as DOMRectList;
  };
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    return hasBox(this) ? new DOMRect(0, 0, 100, 100) : new DOMRect(0, 0, 0, 0);
  };
  return () => {
    Element.prototype.getClientRects = originalRects;
    Element.prototype.getBoundingClientRect = originalBox;
  };
}

export interface RenderedSlot extends RenderResult {
  clock: FakeClock;
  slot: () => HTMLElement;
  /** Advances the fake clock in steps, letting promises settle between them. */
  advance: (ms: number) => Promise<void>;
}

export function renderSlot(config: Partial<AdConfig>, children: React.ReactNode = <AdSlot />): RenderedSlot {
  const clock = new FakeClock();
  const fullConfig: Partial<AdConfig> = {
    feedUrl: FEED_URL,
    enabled: true,
    clock,
    userAgent: () => BROWSER_UA,
    random: () => 0.5,
    ...config,
  };
  const result = render(
    <DocusaurusContext.Provider value={siteContext}>
      <ThemeProvider theme={theme}>
        <AdProvider config={fullConfig}>{children}</AdProvider>
      </ThemeProvider>
    </DocusaurusContext.Provider>,
  );
  const advance = async (ms: number) => {
    for (let elapsed = 0; elapsed < ms; elapsed += 100) {
      await act(async () => {
        clock.advance(Math.min(100, ms - elapsed));
        for (let turn = 0; turn < 5; turn += 1) {
          await Promise.resolve();
        }
      });
    }
  };
  const slot = () => result.container.querySelector<HTMLElement>('.docs-ad-slot')!;
  return { ...result, clock, slot, advance };
}
