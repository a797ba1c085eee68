/**
 * Where the reader's code variant (JS/TS) and code styling (MUI System/Tailwind/CSS) come from: the URL
 * hash first, then the cookie, then the default. Cookies hold the choice for a year, site-wide. The values
 * themselves are defined in ./model, the hash grammar in ./hash. README: "Behaviour reference".
 */
import { COOKIE_MAX_AGE_SECONDS } from '@site/src/constants';
import { docsError, docsErrorMessage, DocsErrorCode } from '@site/src/errors';
import { codeStylingFromHash, codeVariantFromHash } from './hash';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  parseCodeStyling,
  parseCodeVariant,
  type CodeStyling,
  type CodeVariant,
} from './model';

export * from './model';
export * from './hash';
export { useLocationHash } from './locationHash';

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

export interface SettingSources {
  hash: string;
  /** The raw cookie value, or null when there is none. */
  cookie: string | null;
}

export function resolveCodeVariant({ hash, cookie }: SettingSources): CodeVariant {
  return codeVariantFromHash(hash) ?? parseCodeVariant(cookie) ?? DEFAULT_CODE_VARIANT;
}

export function resolveCodeStyling({ hash, cookie }: SettingSources): CodeStyling {
  return codeStylingFromHash(hash) ?? parseCodeStyling(cookie) ?? DEFAULT_CODE_STYLING;
}

/** Both settings as the browser has them now. Browser only: it reads cookies. */
export function readStoredCodeSettings(): { codeVariant: CodeVariant; codeStyling: CodeStyling } {
  const hash = window.location.hash;
  return {
    codeVariant: resolveCodeVariant({ hash, cookie: readCookie(CODE_VARIANT_COOKIE) }),
    codeStyling: resolveCodeStyling({ hash, cookie: readCookie(CODE_STYLING_COOKIE) }),
  };
}
