import {
  AD_FEED_MAX_ATTEMPTS,
  AD_FEED_TIMEOUT_MS,
  MAX_COMPANY_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_FEED_ITEMS_SCANNED,
} from './constants';
import { splitPixels } from './pixels';
import { isAllowedFeedUrl, sanitizeAdUrl } from './url';
import { type Clock, systemClock } from './clock';

/** The name shown in the "ad by …" line of a network ad. */
export const AD_NETWORK_NAME = 'Carbon';

/** A feed ad reduced to what the page may show: sanitised URLs and plain text only. */
export interface NetworkAd {
  /** https click-through URL (`statlink`). */
  link: string;
  /** https image URL. */
  image: string;
  company: string;
  description: string;
  poweredBy: string;
  /** https impression URL (`statimp`), if the feed sent a usable one. */
  impression: string | null;
  /** https tracking pixels with the timestamp filled in. */
  pixels: string[];
}

export type FeedResult =
  | { kind: 'ad'; ad: NetworkAd; attempts: number }
  /** Every attempt answered, none with a usable ad. */
  | { kind: 'empty'; attempts: number }
  /** A request failed (network error, blocked, timeout, HTTP error, not JSON). */
  | { kind: 'failed'; attempts: number; reason: string };

/** The part of `Response` the feed reader uses, so tests can answer with plain objects. */
export interface FeedResponse {
  ok: boolean;
  status: number;
  /** Where the answer finally came from (`Response.url`); empty when not known. */
  url?: string;
  /** `Response.type`: `opaqueredirect` when the feed answered with a redirect that was not followed. */
  type?: string;
  text(): Promise<string>;
}
export type FeedFetch = (
  url: string,
  init: { signal: AbortSignal; credentials: 'omit'; cache: 'no-store'; redirect: 'manual' },
) => Promise<FeedResponse>;

export interface FetchNetworkAdOptions {
  feedUrl: string;
  fetch: FeedFetch;
  clock?: Clock;
  maxAttempts?: number;
  timeoutMs?: number;
  /** Aborts everything, e.g. when the slot unmounts. */
  signal?: AbortSignal;
}

// Controls and other invisible characters are removed from feed text; whitespace runs become one space.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;

/** Third-party text, reduced to a bounded single line of plain text. Non-strings become ''. */
export function cleanAdText(raw: unknown, maxLength: number): string {
  if (typeof raw !== 'string') {
    return '';
  }
  // Look at a bounded prefix only: a multi-megabyte string is not worth normalising in full.
  const text = raw
    .slice(0, maxLength * 4)
    .replace(INVISIBLE_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) {
    return text;
  }
  return `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

/** A single feed entry as a `NetworkAd`, or null when its click-through link or image is unusable. */
export function toNetworkAd(item: unknown): NetworkAd | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return null;
  }
  const entry = item as Record<string, unknown>;
  const link = sanitizeAdUrl(entry.statlink);
  const image = sanitizeAdUrl(entry.image);
  if (link === null || image === null) {
    return null;
  }
  return {
    link,
    image,
    company: cleanAdText(entry.company, MAX_COMPANY_LENGTH),
    description: cleanAdText(entry.description, MAX_DESCRIPTION_LENGTH),
    poweredBy: AD_NETWORK_NAME,
    impression: sanitizeAdUrl(entry.statimp),
    pixels: splitPixels(entry.pixel, entry.timestamp),
  };
}

/** The first usable ad of a parsed feed answer (`{ads: [...]}`), or null. */
export function pickUsableAd(payload: unknown): NetworkAd | null {
  if (typeof payload !== 'object' || payload === null) {
    return null;
  }
  const ads = (payload as { ads?: unknown }).ads;
  if (!Array.isArray(ads)) {
    return null;
  }
  const scanned = Math.min(ads.length, MAX_FEED_ITEMS_SCANNED);
  for (let index = 0; index < scanned; index += 1) {
    const ad = toNetworkAd(ads[index]);
    if (ad !== null) {
      return ad;
    }
  }
  return null;
}

class FeedFailure extends Error {}

async function requestOnce(
  options: Required<Omit<FetchNetworkAdOptions, 'signal'>> & { signal?: AbortSignal },
) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort);
  let timedOut = false;
  const timer = options.clock.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  // The timeout must win even if the fetch implementation ignores the abort signal.
  const timeout = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () =>
      reject(new FeedFailure(timedOut ? `no answer within ${options.timeoutMs} ms` : 'aborted')),
    );
  });
  try {
    // Redirects are never followed: with `manual` the browser hands back the redirect itself and makes no
    // request to where it points, so a feed (or someone in between) cannot send the reader to another
    // origin or to plain http.
    const response = await Promise.race([
      options.fetch(options.feedUrl, {
        signal: controller.signal,
        credentials: 'omit',
        cache: 'no-store',
        redirect: 'manual',
      }),
      timeout,
    ]);
    if (!response || typeof response !== 'object') throw new FeedFailure('HTTP undefined');
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      throw new FeedFailure('the feed answered with a redirect, which is not followed');
    }
    if (response.ok !== true) throw new FeedFailure(`HTTP ${String(response.status)}`);
    // A fetch that followed a redirect anyway (one that ignores `redirect`) is caught here: the answer must
    // come from the feed URL's own origin, over https (or loopback http in tests).
    const finalUrl = typeof response.url === 'string' && response.url !== '' ? response.url : options.feedUrl;
    if (!isAllowedFeedUrl(finalUrl) || new URL(finalUrl).origin !== new URL(options.feedUrl).origin) {
      throw new FeedFailure('answer did not come from the feed URL’s origin over https');
    }
    const body = await Promise.race([response.text(), timeout]);
    try {
      return JSON.parse(String(body)) as unknown;
    } catch {
      throw new FeedFailure('answer is not JSON');
    }
  } finally {
    options.clock.clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}

/**
 * GETs the ad feed until it answers with a usable ad (one with a usable `statlink` and image), at most
 * `maxAttempts` times. Any failure ends the loop: an ad blocker or a broken feed means "no network ad".
 * Never throws.
 */
export async function fetchNetworkAd(options: FetchNetworkAdOptions): Promise<FeedResult> {
  const settings = {
    feedUrl: options.feedUrl,
    fetch: options.fetch,
    clock: options.clock ?? systemClock,
    maxAttempts: options.maxAttempts ?? AD_FEED_MAX_ATTEMPTS,
    timeoutMs: options.timeoutMs ?? AD_FEED_TIMEOUT_MS,
    signal: options.signal,
  };
  if (!isAllowedFeedUrl(settings.feedUrl)) {
    return { kind: 'failed', attempts: 0, reason: 'feed URL is not https' };
  }
  let attempts = 0;
  while (attempts < settings.maxAttempts) {
    if (settings.signal?.aborted) {
      return { kind: 'failed', attempts, reason: 'aborted' };
    }
    attempts += 1;
    let payload: unknown;
    try {
      payload = await requestOnce(settings);
    } catch (error) {
      const reason = error instanceof FeedFailure ? error.message : 'network error';
      return { kind: 'failed', attempts, reason };
    }
    const ad = pickUsableAd(payload);
    if (ad !== null) {
      return { kind: 'ad', ad, attempts };
    }
  }
  return { kind: 'empty', attempts };
}
