import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
import { DEFAULT_AD_DISPLAY_RATIO, DEFAULT_AD_FEED_URL } from '../../src/ads/constants';

export interface AdSlotPluginOptions {
  /** The ad-network JSON feed (`DOCS_AD_FEED_URL`). https, or http on a loopback host for local testing. */
  feedUrl: string;
  /** Render the slot at all (off in `npm start` unless `DOCS_ADS_IN_DEV=true`). */
  enabled: boolean;
  /** Share of ad displays reported to analytics. */
  displayRatio: number;
  id?: string;
}

/** What the client reads through `usePluginData('docs-ad-slot')`. */
export type AdSlotGlobalData = Required<Omit<AdSlotPluginOptions, 'id'>>;

/** Publishes the build-time ad settings to the AdProvider (src/components/ads/SiteAdProvider.tsx). */
export default function adSlotPlugin(_context: LoadContext, options: AdSlotPluginOptions): Plugin<void> {
  return {
    name: 'docs-ad-slot',
    async contentLoaded({ actions }) {
      const data: AdSlotGlobalData = {
        feedUrl: options.feedUrl,
        enabled: options.enabled,
        displayRatio: options.displayRatio,
      };
      actions.setGlobalData(data);
    },
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Throws unless the feed URL is https, or http on a loopback host (a local test feed). */
export function checkFeedUrl(raw: unknown): string {
  let parsed: URL | null;
  try {
    parsed = typeof raw === 'string' ? new URL(raw) : null;
  } catch {
    parsed = null;
  }
  const allowed =
    parsed !== null &&
    (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)));
  if (!parsed || !allowed) {
    throw new Error(
      `ad-slot: feedUrl must be an https URL (or http on 127.0.0.1/localhost for tests); got ${JSON.stringify(raw)}.`,
    );
  }
  return parsed.href;
}

export function validateOptions({
  options,
}: OptionValidationContext<
  Partial<AdSlotPluginOptions> | undefined,
  AdSlotPluginOptions
>): AdSlotPluginOptions {
  const feedUrl = checkFeedUrl(options?.feedUrl ?? DEFAULT_AD_FEED_URL);
  const enabled = options?.enabled ?? true;
  if (typeof enabled !== 'boolean') {
    throw new Error('ad-slot: enabled must be a boolean.');
  }
  const displayRatio = options?.displayRatio ?? DEFAULT_AD_DISPLAY_RATIO;
  if (typeof displayRatio !== 'number' || !(displayRatio >= 0 && displayRatio <= 1)) {
    throw new Error(
      `ad-slot: displayRatio must be a number between 0 and 1; got ${JSON.stringify(displayRatio)}.`,
    );
  }
  return { feedUrl, enabled, displayRatio, id: options?.id ?? 'default' };
}
