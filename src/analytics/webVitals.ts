/** Web vitals: CLS, INP, LCP, FCP and TTFB for a small share of visits (maintainers/ads-analytics-sw.md: "Analytics events"). */
import type { Metric } from 'web-vitals';

export interface WebVitalsModule {
  onCLS(callback: (metric: Metric) => void): void;
  onINP(callback: (metric: Metric) => void): void;
  onLCP(callback: (metric: Metric) => void): void;
  onFCP(callback: (metric: Metric) => void): void;
  onTTFB(callback: (metric: Metric) => void): void;
}

export type WebVitalName = Metric['name'];

export interface WebVitalParams {
  value: number;
  metric_label: 'Web Vitals';
  metric_value: number;
  metric_delta: number;
  metric_id: string;
}

/** Whether this visit reports web vitals; one draw per visit. */
export function isWebVitalsVisit(ratio: number, random: () => number): boolean {
  return ratio > 0 && random() < ratio;
}

/** The event parameters for one metric. CLS is unitless and tiny, so it is scaled to stay an integer. */
export function webVitalEventParams(metric: Pick<Metric, 'name' | 'value' | 'delta' | 'id'>): WebVitalParams {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return {
    value: Math.round(metric.delta * scale),
    metric_label: 'Web Vitals',
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_id: metric.id,
  };
}

/** Subscribes to every metric; each report becomes one event named after the metric. */
export function reportWebVitals(
  vitals: WebVitalsModule,
  send: (name: WebVitalName, params: WebVitalParams) => void,
) {
  const report = (metric: Metric) => send(metric.name, webVitalEventParams(metric));
  vitals.onCLS(report);
  vitals.onINP(report);
  vitals.onLCP(report);
  vitals.onFCP(report);
  vitals.onTTFB(report);
}
