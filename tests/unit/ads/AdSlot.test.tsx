import * as React from 'react';
import { render } from '@testing-library/react';
import { AdSlot } from '../../../src/components/ads/AdSlot';
import { MISSING_AD_PROVIDER_MESSAGE, useAdContext } from '../../../src/components/ads/AdProvider';
import { HOUSE_ADS, type HouseAd } from '../../../src/ads/houseAds';
import { renderSlot, stubLayout } from './renderSlot';
import { GOOD_AD, jsonResponse, scriptedFetch } from './feedFixtures';
import { sequence } from './fakeClock';

let restoreLayout: () => void;
let gtag: jest.Mock;

beforeEach(() => {
  restoreLayout = stubLayout();
  gtag = jest.fn();
  window.gtag = gtag;
});

afterEach(() => {
  restoreLayout();
  Reflect.deleteProperty(window, 'gtag');
  jest.restoreAllMocks();
});

const adEvents = () =>
  gtag.mock.calls.filter((call) => call[0] === 'event' && call[1] === 'ad').map((call) => call[2]);

describe('AdProvider', () => {
  it('throws a clear error naming the wrapper when the hooks run outside it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe() {
      useAdContext();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(MISSING_AD_PROVIDER_MESSAGE);
    expect(() => render(<AdSlot />)).toThrow('Wrap the tree in <AdProvider>');
  });

  it('renders no slot at all when ads are disabled, and never asks the feed', async () => {
    const { fetch, calls } = scriptedFetch(jsonResponse({ ads: [GOOD_AD] }));
    const view = renderSlot({ enabled: false, fetch });
    await view.advance(5000);
    expect(view.container.innerHTML).toBe('');
    expect(calls).toEqual([]);
  });
});

describe('AdSlot', () => {
  it('reserves its height and margins before anything arrives', () => {
    const view = renderSlot({ fetch: () => new Promise(() => undefined) });
    const style = getComputedStyle(view.slot());
    expect(style.minHeight).toBe('142px');
    expect(style.marginTop).toBe('calc(3 * var(--mui-spacing))');
    expect(style.marginBottom).toBe('calc(3 * var(--mui-spacing))');
  });

  it('shows the network ad as plain text with its link, image and impression pixels', async () => {
    const { fetch, calls } = scriptedFetch(
      jsonResponse({
        ads: [{ ...GOOD_AD, company: '<b>Acme</b>', description: '<script>alert(1)</script> fast' }],
      }),
    );
    const view = renderSlot({ fetch });
    await view.advance(4000);
    const slot = view.slot();
    expect(slot.getAttribute('data-ad-state')).toBe('network');
    const link = slot.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(GOOD_AD.statlink);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener sponsored');
    expect(link.getAttribute('data-ga-event-category')).toBe('ad');
    expect(link.getAttribute('data-ga-event-action')).toBe('click');
    expect(link.getAttribute('data-ga-event-label')).toBe('carbon');
    const image = link.querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('alt'), image.width, image.height]).toEqual([
      GOOD_AD.image,
      '<b>Acme</b>',
      130,
      100,
    ]);
    expect(link.textContent).toBe('<b>Acme</b> – <script>alert(1)</script> fastad by Carbon');
    expect(slot.querySelectorAll('script, b')).toHaveLength(0);
    const pixels = Array.from(slot.querySelectorAll('img[data-ad-pixel]')).map((pixel) =>
      pixel.getAttribute('src'),
    );
    expect(pixels).toEqual([
      GOOD_AD.statimp,
      'https://px1.example/i?t=1700000000',
      'https://px2.example/i/1700000000',
    ]);
    expect(calls).toHaveLength(1);
  });

  it('draws the shape once per visit: inline below 0.2', async () => {
    const { fetch } = scriptedFetch(jsonResponse({ ads: [GOOD_AD] }));
    const view = renderSlot({ fetch, random: sequence(0.1, 0.9) });
    await view.advance(600);
    expect(view.slot().querySelector('[data-shape]')!.getAttribute('data-shape')).toBe('inline');
  });

  it('falls back after 7 polls without the block: support message for a draw below 0.2', async () => {
    const { fetch } = scriptedFetch(new TypeError('blocked by client'));
    // shape draw, content draw, display-sampling draw
    const view = renderSlot({ fetch, random: sequence(0.9, 0.1, 0.9) });
    await view.advance(3400);
    expect(view.slot().getAttribute('data-ad-state')).toBe('network');
    expect(view.slot().children).toHaveLength(0);
    await view.advance(100);
    expect(view.slot().getAttribute('data-ad-state')).toBe('support');
    expect(view.slot().textContent).toContain('Please consider allowing ads on this site');
  });

  it('falls back to the house ad picked by the random source for a draw of 0.2 or more', async () => {
    const { fetch } = scriptedFetch(new TypeError('blocked by client'));
    const view = renderSlot({ fetch, random: sequence(0.9, 0.2, 0.65, 0.9) });
    await view.advance(3500);
    const slot = view.slot();
    expect(slot.getAttribute('data-ad-state')).toBe('house');
    const link = slot.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(HOUSE_ADS[3].link);
    expect(link.getAttribute('data-ga-event-label')).toBe('in-house');
    expect(link.querySelector('img')!.getAttribute('src')).toBe('/x/ads-in-house/support.svg');
    expect(link.textContent).toContain('Enterprise support');
    expect(link.textContent).toContain('ad by MUI');
  });

  it('replaces the network placeholder (no paid ad after 10 answers) with a house ad', async () => {
    const { fetch, calls } = scriptedFetch(jsonResponse({ ads: [] }));
    const view = renderSlot({ fetch, random: sequence(0.9, 0.0, 0.9) });
    await view.advance(500);
    expect(calls).toHaveLength(10);
    expect(view.slot().getAttribute('data-ad-state')).toBe('house');
    expect(view.slot().querySelector('a')!.getAttribute('data-ga-event-label')).toBe('in-house-carbon');
    expect(view.slot().querySelector('a')!.getAttribute('href')).toBe(HOUSE_ADS[0].link);
  });

  it('keeps the network ad when a cosmetic rule does not hide it, even if found only at poll 6', async () => {
    let resolveFeed: (value: ReturnType<typeof jsonResponse>) => void = () => undefined;
    const view = renderSlot({ fetch: () => new Promise((resolve) => (resolveFeed = resolve)) });
    await view.advance(2600);
    resolveFeed(jsonResponse({ ads: [GOOD_AD] }));
    await view.advance(400);
    await view.advance(5000);
    expect(view.slot().getAttribute('data-ad-state')).toBe('network');
  });

  it('gives crawlers an empty slot and never asks the feed', async () => {
    const { fetch, calls } = scriptedFetch(jsonResponse({ ads: [GOOD_AD] }));
    const view = renderSlot({ fetch, userAgent: () => 'Mozilla/5.0 (compatible; bingbot/2.0)' });
    await view.advance(5000);
    expect(view.slot().getAttribute('data-ad-state')).toBe('crawler');
    expect(view.slot().innerHTML).toBe('');
    expect(getComputedStyle(view.slot()).minHeight).toBe('142px');
    expect(calls).toEqual([]);
  });

  it('renders nothing and sends a crash event when an ad throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...HOUSE_ADS[0], name: { not: 'text' } } as unknown as HouseAd;
    const { fetch } = scriptedFetch(new TypeError('blocked'));
    const view = renderSlot({ fetch, houseAds: [broken], random: sequence(0.9, 0.5, 0.9) });
    await view.advance(3500);
    expect(view.slot().innerHTML).toBe('');
    expect(view.slot().getAttribute('data-ad-state')).toBe('house');
    expect(adEvents()).toEqual([{ eventAction: 'crash', eventLabel: 'in-house' }]);
    // The page around it is still there.
    expect(view.container.querySelector('.docs-ad-slot')).not.toBeNull();
  });

  it('sends the sampled display event 2.5 s after the ad shows, labelled <label>-<placement>-<shape>', async () => {
    const { fetch } = scriptedFetch(jsonResponse({ ads: [GOOD_AD] }));
    const view = renderSlot({ fetch, random: sequence(0.5, 0.05), displayRatio: 0.1 });
    await view.advance(2400);
    expect(adEvents()).toEqual([]);
    await view.advance(200);
    expect(adEvents()).toEqual([{ eventAction: 'display', eventLabel: 'carbon-body-top-image' }]);
    await view.advance(10000);
    expect(adEvents()).toHaveLength(1);
  });

  it('does not send the display event for visits outside the sample', async () => {
    const { fetch } = scriptedFetch(jsonResponse({ ads: [GOOD_AD] }));
    const view = renderSlot({ fetch, random: sequence(0.5, 0.1), displayRatio: 0.1 });
    await view.advance(10000);
    expect(adEvents()).toEqual([]);
  });

  it('stops polling and fetching when it unmounts', async () => {
    const { fetch } = scriptedFetch(() => new Promise(() => undefined));
    const view = renderSlot({ fetch });
    await view.advance(1000);
    view.unmount();
    await view.advance(100);
    expect(view.clock.pending).toBe(0);
  });
});
