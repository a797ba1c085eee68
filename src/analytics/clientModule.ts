/**
 * Analytics client module (registered by plugins/analytics). Runs before React renders: defines the global
 * tag function, loads the Google tag only when a measurement id is configured, tracks data-attribute
 * clicks, samples web vitals (loaded once the first page has hydrated), and sends a page view on first load
 * and on every route change.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import type { ClientModule } from '@docusaurus/types';
import { installGtag, loadGtagScript, sendGtagEvent } from './gtag';
import { DEFAULT_ANALYTICS_CONFIG, type AnalyticsConfig } from './config';
import { installClickTracking, sendClickEvent } from './clickEvents';
import { isNewPage, pageViewParams } from './pageView';
import { isWebVitalsVisit, reportWebVitals } from './webVitals';
import { whenIdle } from '../browser/idle';
import { afterHydration } from '../browser/hydration';
import { cutVersionNames } from '../productInfo';

/** Settings published by the plugin; defaults when it is absent (unit tests). */
export function readAnalyticsConfig(
  data: Record<string, Record<string, unknown>> | undefined,
): AnalyticsConfig {
  const published = data?.['docs-analytics']?.default as Partial<AnalyticsConfig> | undefined;
  return { ...DEFAULT_ANALYTICS_CONFIG, ...published };
}

/**
 * Wires everything up on a real page. Exported for tests; the module calls it once on load. Returns whether
 * this visit reports web vitals (loaded later by `loadWebVitals`).
 */
export function startAnalytics(
  win: Window,
  config: AnalyticsConfig,
  random: () => number = Math.random,
): boolean {
  const gtag = installGtag(win);
  gtag('js', new Date());
  if (config.measurementId !== null) {
    // Page views are sent by hand on route changes, so the automatic one would double the first.
    gtag('config', config.measurementId, { send_page_view: false });
    loadGtagScript(win.document, config.measurementId);
  }
  installClickTracking(win.document, sendClickEvent);
  return isWebVitalsVisit(config.webVitalsRatio, random);
}

/**
 * Loads the web-vitals library once the page has hydrated and the browser is idle, and reports every metric.
 * The library reads the timings the browser kept, so nothing is lost by waiting, and its code is never part
 * of what the page needs to hydrate. (Called when the first page has rendered; the browser can be idle
 * between that render and the end of hydration, and the budget check counted the library then.)
 */
export function loadWebVitals(win: Window): void {
  afterHydration().then(() =>
    whenIdle(win, () => {
      import('web-vitals').then(
        (vitals) => reportWebVitals(vitals, sendGtagEvent),
        () => undefined,
      );
    }),
  );
}

/** Page view for the page now on screen; the title and path are read when called. */
export function sendPageView(win: Window): void {
  sendGtagEvent(
    'page_view',
    pageViewParams(win.document.title, win.location.pathname, cutVersionNames(globalData)),
  );
}

let webVitalsPending = false;
if (ExecutionEnvironment.canUseDOM) {
  webVitalsPending = startAnalytics(
    window,
    readAnalyticsConfig(globalData as Record<string, Record<string, unknown>>),
  );
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    // The first call comes once the first page has rendered (hydrated).
    if (webVitalsPending) {
      webVitalsPending = false;
      loadWebVitals(window);
    }
    if (!isNewPage(location.pathname, previousLocation?.pathname)) {
      return;
    }
    // A 0 ms timeout lets the new page's <title> land before it is read (maintainers/ads-analytics-sw.md: "Analytics events").
    window.setTimeout(() => sendPageView(window), 0);
  },
};

export const { onRouteDidUpdate } = clientModule;
