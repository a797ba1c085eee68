/**
 * The site's own internal errors. Each has a code in static/error-codes.json, the table the production
 * error decoder page (/x/production-error/) reads. Development builds throw the full message; production
 * builds throw a short one that links to the decoder with the code and arguments.
 *
 * Adding an error: give it the next free number in static/error-codes.json (a template where each `%s`
 * takes one argument), name it in DocsErrorCode, and `throw docsError(DocsErrorCode.YourName, arg)`.
 */
import errorCodes from '../../static/error-codes.json';
import { formatErrorMessage } from './format';

export const DocsErrorCode = {
  MissingDocsProvider: 1,
  MissingThemeSettingsProvider: 2,
  MissingMobileNavProvider: 3,
  MissingAdProvider: 4,
  CookieReadOnServer: 5,
  MissingUserLanguageProvider: 6,
  /** Generic: `docsError(MissingProvider, 'useThing()', 'ThingProvider')`. */
  MissingProvider: 7,
} as const;

export type DocsErrorCodeValue = (typeof DocsErrorCode)[keyof typeof DocsErrorCode];

/** Where production error messages send the reader (the production site, wherever this build runs). */
export const PRODUCTION_ERROR_URL = 'https://mui.com/x/production-error/';

const TEMPLATES: Record<string, string> = errorCodes;

/** The full message of a code, with its arguments filled in. */
export function docsErrorMessage(code: DocsErrorCodeValue, ...args: string[]): string {
  return formatErrorMessage(TEMPLATES[String(code)] ?? `MUI X docs: internal error #${code}.`, args);
}

/** The decoder page's address for a code and its arguments. */
export function productionErrorUrl(code: number, args: readonly string[] = []): string {
  const query = [`code=${code}`, ...args.map((arg) => `args[]=${encodeURIComponent(arg)}`)].join('&');
  return `${PRODUCTION_ERROR_URL}?${query}`;
}

/** The short message production builds throw. */
export function minifiedDocsErrorMessage(code: number, args: readonly string[] = []): string {
  return `Minified MUI X docs error #${code}; visit ${productionErrorUrl(code, args)} for the full message.`;
}

/** Builds (does not throw) the error for a code: `throw docsError(DocsErrorCode.MissingDocsProvider)`. */
export function docsError(code: DocsErrorCodeValue, ...args: string[]): Error {
  const message =
    process.env.NODE_ENV === 'production'
      ? minifiedDocsErrorMessage(code, args)
      : docsErrorMessage(code, ...args);
  return new Error(message);
}
