import type { Metric } from 'web-vitals';
import {
  isWebVitalsVisit,
  reportWebVitals,
  webVitalEventParams,
  type WebVitalsModule,
} from '../../../src/analytics/webVitals';
import { parseRatio, DEFAULT_WEB_VITALS_RATIO } from '../../../src/analytics/config';

describe('web vitals', () => {
  it('samples about 0.01% of visits by default', () => {
    expect(DEFAULT_WEB_VITALS_RATIO).toBe(0.0001);
    expect(isWebVitalsVisit(0.0001, () => 0.00009)).toBe(true);
    expect(isWebVitalsVisit(0.0001, () => 0.0001)).toBe(false);
    expect(isWebVitalsVisit(0, () => 0)).toBe(false);
    expect(isWebVitalsVisit(1, () => 0.999)).toBe(true);
  });

  it('turns a metric into event parameters; CLS scaled to an integer', () => {
    expect(webVitalEventParams({ name: 'LCP', value: 1234.5, delta: 1234.5, id: 'v5-1' })).toEqual({
      value: 1235,
      metric_label: 'Web Vitals',
      metric_value: 1234.5,
      metric_delta: 1234.5,
      metric_id: 'v5-1',
    });
    expect(webVitalEventParams({ name: 'CLS', value: 0.12, delta: 0.0123, id: 'v5-2' }).value).toBe(12);
  });

  it('subscribes to CLS, INP, LCP, FCP and TTFB and sends each report', () => {
    const send = jest.fn();
    const subscribed: string[] = [];
    const fake = (name: Metric['name']) => (callback: (metric: Metric) => void) => {
      subscribed.push(name);
      callback({ name, value: 10, delta: 10, id: `v5-${name}` } as Metric);
    };
    const vitals: WebVitalsModule = {
      onCLS: fake('CLS'),
      onINP: fake('INP'),
      onLCP: fake('LCP'),
      onFCP: fake('FCP'),
      onTTFB: fake('TTFB'),
    };
    reportWebVitals(vitals, send);
    expect(subscribed).toEqual(['CLS', 'INP', 'LCP', 'FCP', 'TTFB']);
    expect(send.mock.calls.map((call) => call[0])).toEqual(['CLS', 'INP', 'LCP', 'FCP', 'TTFB']);
  });

  it('reads the ratio from the environment, falling back on anything invalid', () => {
    expect(parseRatio(undefined, 0.0001)).toBe(0.0001);
    expect(parseRatio('', 0.0001)).toBe(0.0001);
    expect(parseRatio('1', 0.0001)).toBe(1);
    expect(parseRatio('0.5', 0.0001)).toBe(0.5);
    expect(parseRatio('2', 0.0001)).toBe(0.0001);
    expect(parseRatio('-1', 0.0001)).toBe(0.0001);
    expect(parseRatio('abc', 0.0001)).toBe(0.0001);
  });
});
