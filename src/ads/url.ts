import { MAX_AD_URL_LENGTH } from './constants';

// Anything below U+0021 (controls and spaces) or DEL has no business inside a URL from the feed.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0020\u007f]/;

/**
 * Turns a URL from the ad feed into one that is safe to put in `href`/`src`, or null.
 * Only `https:` survives; a protocol-relative `//host/path` becomes https. Relative paths, other schemes
 * (javascript:, data:, http:, blob:…), credentials, embedded whitespace or control characters, oversized
 * and malformed values are all dropped.
 */
export function sanitizeAdUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') {
    return null;
  }
  const trimmed = raw.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_AD_URL_LENGTH || FORBIDDEN_CHARACTERS.test(trimmed)) {
    return null;
  }
  const absolute = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  let parsed: URL;
  try {
    parsed = new URL(absolute);
  } catch {
    return null;
  }
  if (
    parsed.protocol !== 'https:' ||
    parsed.hostname === '' ||
    parsed.username !== '' ||
    parsed.password !== ''
  ) {
    return null;
  }
  return parsed.href;
}
