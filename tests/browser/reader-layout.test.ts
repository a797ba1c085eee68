/**
 * Reader layout: the desktop sidebar and table of contents stay right under the app bar after scrolling
 * (two desktop widths), the phone header keeps product and version visible with room, and the skip link
 * shows above the app bar when focused.
 */
import type { Page } from 'playwright-core';
import { browserSuite, settled, url, waitForHydration } from './support';

const suite = browserSuite();
const PAGE = 'react-data-grid/filtering/';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

async function box(page: Page, selector: string): Promise<Box> {
  return page.$eval(selector, (element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
  });
}

async function openAt(width: number, height: number): Promise<Page> {
  const { page } = await suite.sharedPage({ viewport: { width, height } });
  await page.goto(url(PAGE));
  await waitForHydration(page);
  return page;
}

describe.each([
  [1280, 800],
  [1600, 1000],
])('desktop at %i×%i', (width, height) => {
  it('keeps the sidebar between the app bar and the window bottom, and the table of contents below the app bar, after scrolling', async () => {
    const page = await openAt(width, height);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY >= 1500);
    await settled(page);
    const appBar = await box(page, 'header.navbar');
    expect(appBar.top).toBe(0);
    expect(appBar.bottom).toBe(64);

    const sidebar = await box(page, '.docs-sidebar-desktop');
    expect(sidebar.top).toBeCloseTo(appBar.bottom, 0);
    expect(sidebar.bottom).toBeCloseTo(height, 0);
    // The first entry of the navigation is below the app bar, not under it.
    const first = await box(page, '.docs-sidebar-desktop nav[aria-label="Docs"] a');
    expect(first.top).toBeGreaterThanOrEqual(appBar.bottom);
    // The element at the first entry's position is that entry, not the app bar.
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
      [first.left + 8, first.top + 4],
    );
    expect(hit).toBe(
      await page.locator('.docs-sidebar-desktop nav[aria-label="Docs"] a').first().textContent(),
    );

    const toc = await box(page, '.theme-doc-toc-desktop');
    expect(toc.top).toBeGreaterThanOrEqual(appBar.bottom);
    expect(toc.bottom).toBeLessThanOrEqual(height);
  });
});

describe('phone header at 390×844', () => {
  it('shows the product and the version beside the logo, without overlap or clipping', async () => {
    const { page } = await suite.sharedPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(url(PAGE));
    await waitForHydration(page);
    const product = page.locator('header [data-product-switcher]');
    await expect(product.isVisible()).resolves.toBe(true);
    await expect(product.innerText()).resolves.toBe('Data Grid');
    const version = page.locator('header button[aria-haspopup="menu"]').filter({ hasText: /^v\d/ });
    await expect(version.isVisible()).resolves.toBe(true);
    await expect(version.innerText()).resolves.toMatch(/^v\d+$/);

    const layout = await page.evaluate(() => {
      const toolbar = document.querySelector('header nav')!;
      const visible = [...toolbar.children].filter((child) => {
        const rect = child.getBoundingClientRect();
        return rect.width > 0 && getComputedStyle(child).display !== 'none';
      });
      const rects = visible.map((child) => {
        const rect = child.getBoundingClientRect();
        return { left: rect.left, right: rect.right };
      });
      const clipped = [...toolbar.querySelectorAll('button, a')].filter(
        (element) =>
          element.getBoundingClientRect().width > 0 && element.scrollWidth > element.clientWidth + 1,
      ).length;
      const logo = document.querySelector('header a[aria-label="MUI X home"]')!.getBoundingClientRect();
      const productBox = document.querySelector('header [data-product-switcher]')!.getBoundingClientRect();
      return {
        rects,
        clipped,
        overflow: toolbar.scrollWidth - toolbar.clientWidth,
        logoToProduct: productBox.left - logo.right,
        width: window.innerWidth,
      };
    });
    expect(layout.overflow).toBeLessThanOrEqual(0);
    expect(layout.clipped).toBe(0);
    expect(layout.logoToProduct).toBeGreaterThanOrEqual(4);
    for (let index = 1; index < layout.rects.length; index += 1) {
      expect(layout.rects[index].left).toBeGreaterThanOrEqual(layout.rects[index - 1].right);
    }
    expect(layout.rects[layout.rects.length - 1].right).toBeLessThanOrEqual(layout.width);

    // The long product name is shortened on phones; its full name stays the accessible name.
    await page.goto(url('react-date-pickers/date-picker/'));
    await waitForHydration(page);
    await expect(product.innerText()).resolves.toBe('Pickers');
    await expect(product.getAttribute('aria-label')).resolves.toBe('Date and Time Pickers');
  });
});

describe('skip link', () => {
  it('is visible above the app bar when focused', async () => {
    const page = await openAt(1280, 800);
    await page.keyboard.press('Tab');
    const link = page.locator('a[href="#__docusaurus_skipToContent_fallback"]');
    await expect(link.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const seen = await link.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return { onTop: top === element || element.contains(top), width: rect.width, left: rect.left };
    });
    expect(seen.onTop).toBe(true);
    expect(seen.width).toBeGreaterThan(0);
    expect(seen.left).toBeGreaterThanOrEqual(0);
  });
});
