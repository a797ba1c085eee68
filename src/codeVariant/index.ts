/**
 * Where the reader's code variant (JS/TS) and code styling (MUI System/Tailwind/CSS) come from, spec §4:
 * the URL hash first, then the cookie, then the default. Cookies hold the choice for a year, site-wide.
 */
import { COOKIE_MAX_AGE_SECONDS } from '@site/src/constants';
import { docsError, docsErrorMessage, DocsErrorCode } from '@site/src/errors';
import type { CodeStyling, CodeVariant } from '@site/src/settings/DocsProvider';

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';

/** Spec §8: the (development) message of the error thrown when a cookie is read during server rendering. */
export function serverCookieErrorMessage(name: string): string {
  return docsErrorMessage(DocsErrorCode.CookieReadOnServer, name);
}

const STYLING_SLUGS: Record<string, CodeStyling> = { system: 'MUI System', tailwind: 'Tailwind', css: 'CSS' };

export function parseCodeVariant(value: unknown): CodeVariant | null {
  return value === 'JS' || value === 'TS' ? value : null;
}

export function parseCodeStyling(value: unknown): CodeStyling | null {
  return value === 'MUI System' || value === 'Tailwind' || value === 'CSS' ? value : null;
}

/** `#Demo.js` selects JS, `#Demo.tsx` selects TS; any other hash says nothing. */
export function codeVariantFromHash(hash: string): CodeVariant | null {
  if (/\.js$/.test(hash)) return 'JS';
  if (/\.tsx$/.test(hash)) return 'TS';
  return null;
}

/**
 * `#tailwind-Demo`, `#css-Demo.js`, `#system-Demo.tsx`: a styling slug before a demo name (PascalCase, so
 * heading anchors such as `#css-variables` are never mistaken for one).
 */
export function codeStylingFromHash(hash: string): CodeStyling | null {
  const match = /^#?(system|tailwind|css)-[A-Z][A-Za-z0-9]*(?:\.(?:js|tsx))?$/.exec(hash);
  return match ? STYLING_SLUGS[match[1]] : null;
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

/** Reads a cookie in the browser; on the server it throws (spec §8). */
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

/** The attribute on <html> that CSS uses to show the chosen half of JS/TS pairs before React runs. */
export const CODE_VARIANT_ATTRIBUTE = 'data-code-variant';
