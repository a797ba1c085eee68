import path from 'node:path';
import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
import { isMeasurementId } from '../../src/analytics/gtag';
import { DEFAULT_WEB_VITALS_RATIO, type AnalyticsConfig } from '../../src/analytics/config';

export interface AnalyticsPluginOptions {
  /** GA4 measurement id (`DOCS_GA_MEASUREMENT_ID`); null or absent: no third-party script, nothing sent. */
  measurementId?: string | null;
  /** Share of visits reporting web vitals (`DOCS_WEB_VITALS_RATIO`, default 0.0001). */
  webVitalsRatio?: number;
  id?: string;
}

export type AnalyticsGlobalData = AnalyticsConfig;

/**
 * Registers the analytics client module (src/analytics/clientModule.ts: the global tag function, page
 * views, click events, web vitals) and publishes its settings as global data.
 */
export default function analyticsPlugin(
  _context: LoadContext,
  options: AnalyticsPluginOptions,
): Plugin<void> {
  return {
    name: 'docs-analytics',
    getClientModules() {
      // Client module paths resolve against the plugin folder, so give an absolute one.
      return [path.resolve(__dirname, '../../src/analytics/clientModule.ts')];
    },
    async contentLoaded({ actions }) {
      const data: AnalyticsGlobalData = {
        measurementId: options.measurementId ?? null,
        webVitalsRatio: options.webVitalsRatio ?? DEFAULT_WEB_VITALS_RATIO,
      };
      actions.setGlobalData(data);
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  AnalyticsPluginOptions | undefined,
  AnalyticsPluginOptions
>): AnalyticsPluginOptions {
  const measurementId = options?.measurementId ?? null;
  if (measurementId !== null && !isMeasurementId(measurementId)) {
    throw new Error(
      `analytics: measurementId must look like "G-XXXXXXXXXX"; got ${JSON.stringify(measurementId)}.`,
    );
  }
  const webVitalsRatio = options?.webVitalsRatio ?? DEFAULT_WEB_VITALS_RATIO;
  if (typeof webVitalsRatio !== 'number' || !(webVitalsRatio >= 0 && webVitalsRatio <= 1)) {
    throw new Error(
      `analytics: webVitalsRatio must be between 0 and 1; got ${JSON.stringify(webVitalsRatio)}.`,
    );
  }
  return { measurementId, webVitalsRatio, id: options?.id ?? 'default' };
}
