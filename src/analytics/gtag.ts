/**
 * The global tag function. `window.gtag` queues its arguments on `window.dataLayer`; the Google tag script,
 * when a measurement id is configured, drains that queue. Without it nothing leaves the page. Every event
 * the site sends goes through `sendGtagEvent` below. maintainers/ads-analytics-sw.md: "Analytics events".
 */
import type { PageViewParams } from './pageView';
import type { WebVitalName, WebVitalParams } from './webVitals';

export type GtagArguments =
  | ['js', Date]
  | ['config', string, Record<string, unknown>?]
  | ['set', 'user_properties', Record<string, unknown>]
  | ['event', string, Record<string, unknown>?];

export type Gtag = (...args: GtagArguments) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Defines `dataLayer` and `gtag` once; returns the tag function. */
export function installGtag(win: Window): Gtag {
  if (!Array.isArray(win.dataLayer)) {
    win.dataLayer = [];
  }
  if (typeof win.gtag !== 'function') {
    // gtag.js expects the `arguments` object itself on the queue, not an array copy.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- see the comment above
      (win.dataLayer as unknown[]).push(arguments);
    } as Gtag;
  }
  return win.gtag;
}

/**
 * The one shape of every interaction event (ads, demo toolbars, code copy, search, any element carrying
 * `data-ga-event-*`): the event name is the category (`ad`, `demo`, `code`, `search`…), the parameters say
 * what happened and to what. Absent values are left out, never sent as null.
 */
export interface InteractionParams {
  eventAction?: string;
  eventLabel?: string;
}

/** Events whose name and parameters Google Analytics defines: page views and web vitals. */
export type GaDefinedEvents = { page_view: PageViewParams } & Record<WebVitalName, WebVitalParams>;

export type GtagEventParams<Name extends string> = Name extends keyof GaDefinedEvents
  ? GaDefinedEvents[Name]
  : InteractionParams;

/** Sends an event through `window.gtag` when it exists (it does not during SSR or in bare unit tests). */
export function sendGtagEvent<Name extends string>(name: Name, params: GtagEventParams<Name>): void {
  if (typeof window !== 'undefined' && typeof window.gtag === 'function') {
    window.gtag('event', name, { ...params });
  }
}

/** Sets user properties through `window.gtag` when it exists. */
export function setGtagUserProperties(properties: Record<string, unknown>): void {
  if (typeof window !== 'undefined' && typeof window.gtag === 'function') {
    window.gtag('set', 'user_properties', properties);
  }
}

const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;

/** A GA4 measurement id looks like `G-XXXXXXXXXX`; anything else is rejected. */
export function isMeasurementId(value: unknown): value is string {
  return typeof value === 'string' && MEASUREMENT_ID_PATTERN.test(value);
}

/** Loads the Google tag script for a valid measurement id. Returns false when nothing was loaded. */
export function loadGtagScript(doc: Document, measurementId: string | null): boolean {
  if (!isMeasurementId(measurementId)) {
    return false;
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  doc.head.appendChild(script);
  return true;
}
