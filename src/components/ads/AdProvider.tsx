/**
 * Ad configuration for the whole site (maintainers/behaviour.md): feed URL, house ads, display-sampling
 * ratio, enabled flag, plus the random source, clock and fetch that tests replace. The layout shape is drawn
 * here, once per visit.
 */
import * as React from 'react';
import { DEFAULT_AD_DISPLAY_RATIO, DEFAULT_AD_FEED_URL } from '../../ads/constants';
import { HOUSE_ADS, type HouseAd } from '../../ads/houseAds';
import { systemClock, type Clock, type RandomSource } from '../../ads/clock';
import { drawAdShape, type AdShape } from '../../ads/slotMachine';
import type { FeedFetch } from '../../ads/feed';

export interface AdConfig {
  feedUrl: string;
  /** False renders no slot at all (ads are off in `npm start` unless DOCS_ADS_IN_DEV=true). */
  enabled: boolean;
  /** Share of ad displays reported to analytics. */
  displayRatio: number;
  houseAds: readonly HouseAd[];
  random: RandomSource;
  clock: Clock;
  fetch: FeedFetch;
  /** The reader's user agent (crawler check). */
  userAgent: () => string;
}

export interface AdContextValue {
  config: AdConfig;
  shape: AdShape;
}

const browserFetch: FeedFetch = (url, init) => globalThis.fetch(url, init);

export const DEFAULT_AD_CONFIG: AdConfig = {
  feedUrl: DEFAULT_AD_FEED_URL,
  enabled: true,
  displayRatio: DEFAULT_AD_DISPLAY_RATIO,
  houseAds: HOUSE_ADS,
  random: Math.random,
  clock: systemClock,
  fetch: browserFetch,
  userAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
};

const AdContext = React.createContext<AdContextValue | null>(null);

export interface AdProviderProps {
  children: React.ReactNode;
  config?: Partial<AdConfig>;
}

export function AdProvider({ children, config }: AdProviderProps) {
  const merged = React.useMemo<AdConfig>(() => ({ ...DEFAULT_AD_CONFIG, ...config }), [config]);
  const [shape] = React.useState<AdShape>(() => drawAdShape(merged.random));
  const value = React.useMemo<AdContextValue>(() => ({ config: merged, shape }), [merged, shape]);
  return <AdContext.Provider value={value}>{children}</AdContext.Provider>;
}

export const MISSING_AD_PROVIDER_MESSAGE =
  'MUI X docs: an ad hook (useAdContext) was called outside <AdProvider>. Wrap the tree in <AdProvider> (src/theme/Root.tsx does this for the site).';

/**
 * The ad configuration and this visit's shape. Throws a clear internal error when the provider is missing.
 */
export function useAdContext(): AdContextValue {
  const value = React.useContext(AdContext);
  if (value === null) {
    throw new Error(MISSING_AD_PROVIDER_MESSAGE);
  }
  return value;
}
