import { MAX_PIXELS } from './constants';
import { sanitizeAdUrl } from './url';

const TIMESTAMP_PLACEHOLDER = /\[timestamp\]/g;

/**
 * The impression pixels of a feed ad: `pixel` holds several URLs separated by `||`, each possibly holding a
 * `[timestamp]` placeholder that gets the ad's timestamp. Unusable URLs are dropped; duplicates are kept
 * once so one impression is never counted twice.
 */
export function splitPixels(pixel: unknown, timestamp: unknown): string[] {
  if (typeof pixel !== 'string' || pixel.length === 0) {
    return [];
  }
  const stamp = normaliseTimestamp(timestamp);
  const urls: string[] = [];
  for (const part of pixel.split('||')) {
    if (urls.length >= MAX_PIXELS) {
      break;
    }
    const url = sanitizeAdUrl(part.replace(TIMESTAMP_PLACEHOLDER, stamp));
    if (url !== null && !urls.includes(url)) {
      urls.push(url);
    }
  }
  return urls;
}

/** The feed sends the timestamp as digits (string or number); anything else is URL-encoded so it stays data. */
export function normaliseTimestamp(timestamp: unknown): string {
  if (typeof timestamp === 'number' && Number.isFinite(timestamp)) {
    return String(Math.trunc(timestamp));
  }
  if (typeof timestamp === 'string' && timestamp.length <= 32) {
    return encodeURIComponent(timestamp);
  }
  return '';
}
