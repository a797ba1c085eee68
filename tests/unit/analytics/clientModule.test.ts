import {
  loadWebVitals,
  onRouteDidUpdate,
  readAnalyticsConfig,
  startAnalytics,
} from '../../../src/analytics/clientModule';

const vitalsSubscriptions: string[] = [];
jest.mock('web-vitals', () => {
  const subscribe = (name: string) => () => vitalsSubscriptions.push(name);
  return {
    onCLS: subscribe('CLS'),
    onINP: subscribe('INP'),
    onLCP: subscribe('LCP'),
    onFCP: subscribe('FCP'),
    onTTFB: subscribe('TTFB'),
  };
});

type RouteArgs = Parameters<NonNullable<typeof onRouteDidUpdate>>[0];
const route = (pathname: string, previous?: string) =>
  ({
    location: { pathname, hash: '', search: '' },
    previousLocation: previous ? { pathname: previous, hash: '', search: '' } : null,
  }) as unknown as RouteArgs;

const pageViews = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view');

describe('analytics client module', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  it('defines gtag at import time (the module ran in jsdom) and loads no script without an id', () => {
    expect(typeof window.gtag).toBe('function');
    expect(Array.from(window.dataLayer![0] as ArrayLike<unknown>)[0]).toBe('js');
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('reads the published settings, with defaults when the plugin data is missing', () => {
    expect(readAnalyticsConfig(undefined)).toEqual({ measurementId: null, webVitalsRatio: 0.0001 });
    expect(
      readAnalyticsConfig({
        'docs-analytics': { default: { measurementId: 'G-ABCD1234', webVitalsRatio: 1 } },
      }),
    ).toEqual({ measurementId: 'G-ABCD1234', webVitalsRatio: 1 });
  });

  it('samples web vitals by the configured ratio, and loads the library only when asked, once idle', async () => {
    expect(startAnalytics(window, { measurementId: null, webVitalsRatio: 0 })).toBe(false);
    expect(startAnalytics(window, { measurementId: null, webVitalsRatio: 0.5 }, () => 0.7)).toBe(false);
    expect(startAnalytics(window, { measurementId: null, webVitalsRatio: 0.5 }, () => 0.2)).toBe(true);
    expect(vitalsSubscriptions).toEqual([]);
    loadWebVitals(window);
    // Not before the page has hydrated, idle or not.
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(vitalsSubscriptions).toEqual([]);
    // Hydrated: once idle (jsdom has no requestIdleCallback: a 50 ms timer).
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(vitalsSubscriptions).toEqual(['CLS', 'INP', 'LCP', 'FCP', 'TTFB']);
    document.documentElement.removeAttribute('data-has-hydrated');
  });

  it('configures the tag without its automatic page view and loads the script when an id is set', () => {
    startAnalytics(window, { measurementId: 'G-ABCD1234', webVitalsRatio: 0 });
    const config = (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .find((e) => e[0] === 'config');
    expect(config).toEqual(['config', 'G-ABCD1234', { send_page_view: false }]);
    expect(document.querySelector('script')!.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-ABCD1234',
    );
  });

  it('sends page_view after a 0 ms timeout with the title in place by then, once per pathname', () => {
    const before = pageViews().length;
    window.history.pushState(null, '', '/x/react-charts/');
    document.title = 'Old title';
    onRouteDidUpdate!(route('/x/react-charts/', '/x/introduction/'));
    document.title = 'Charts - MUI X';
    expect(pageViews()).toHaveLength(before);
    jest.advanceTimersByTime(0);
    expect(pageViews().slice(before)).toEqual([
      [
        'event',
        'page_view',
        {
          page_title: 'Charts - MUI X',
          page_location: '/x/react-charts/',
          productId: 'x-charts',
          productCategoryId: 'x',
        },
      ],
    ]);
    onRouteDidUpdate!(route('/x/react-charts/', '/x/react-charts/'));
    jest.advanceTimersByTime(10);
    expect(pageViews()).toHaveLength(before + 1);
    onRouteDidUpdate!(route('/x/react-charts/'));
    jest.advanceTimersByTime(0);
    expect(pageViews()).toHaveLength(before + 2);
  });
});
