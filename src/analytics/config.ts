/** Build-time analytics settings, validated by plugins/analytics and read by the client module. */
export interface AnalyticsConfig {
  /** GA4 measurement id; null keeps every event on the page. */
  measurementId: string | null;
  /** Share of visits that report web vitals (about 0.01% by default). */
  webVitalsRatio: number;
}

export const DEFAULT_WEB_VITALS_RATIO = 0.0001;

export const DEFAULT_ANALYTICS_CONFIG: AnalyticsConfig = {
  measurementId: null,
  webVitalsRatio: DEFAULT_WEB_VITALS_RATIO,
};

/** Reads a ratio in [0, 1] from a string (environment variable); anything else gives the fallback. */
export function parseRatio(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') {
    return fallback;
  }
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : fallback;
}
