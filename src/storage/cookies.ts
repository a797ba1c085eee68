/**
 * Reading and writing first-party cookies: the reader's code preferences (src/codeVariant) live in
 * cookies so the server-rendered page and the code-variant plugin's pre-paint script can see them. Every
 * cookie is written for a year, site-wide. Values are untrusted: callers parse what they read.
 */
import { COOKIE_MAX_AGE_SECONDS } from '@site/src/constants';
import { docsError, docsErrorMessage, DocsErrorCode } from '@site/src/errors';

/** The (development) message of the error thrown when a cookie is read during server rendering. */
export function serverCookieErrorMessage(name: string): string {
  return docsErrorMessage(DocsErrorCode.CookieReadOnServer, name);
}

/** The value of one cookie in a `document.cookie` string, or null. */
export function parseCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Reads a cookie in the browser; on the server it throws (error #5 of static/error-codes.json). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') {
    throw docsError(DocsErrorCode.CookieReadOnServer, name);
  }
  return parseCookie(document.cookie, name);
}

/** `codeVariant=JS; max-age=31536000; path=/; samesite=lax` */
export function serializeCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
}

export function writeCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value);
}
