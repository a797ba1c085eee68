import { DEFAULT_LANGUAGE } from './languages';

/** A language's table: nested objects whose leaves are strings, read with dotted keys (`languageMenu.label`). */
export interface TranslationTable {
  [key: string]: string | TranslationTable;
}

/** Language code → table. */
export type Translations = Record<string, TranslationTable>;

export type TranslationParams = Record<string, string | number>;

/** Shown for every string when the reader's language has no table at all. */
export const UNKNOWN_LANGUAGE_TEXT = '…';

/** Follows a dotted key through the table; only a string leaf counts. */
export function lookupKey(table: TranslationTable | undefined, key: string): string | undefined {
  let node: string | TranslationTable | undefined = table;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{name}` placeholders; a placeholder without a value is left as written. */
export function interpolate(text: string, params?: TranslationParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** What has already been reported, so each problem reaches the console once. */
export interface TranslationReports {
  warned: Set<string>;
  errored: Set<string>;
}

const sharedReports: TranslationReports = { warned: new Set(), errored: new Set() };

export type TranslateFunction = (key: string, params?: TranslationParams) => string;

/**
 * Returns `t(key, params)` for one language. A key missing in that language warns once per
 * `language:key` and falls back to English; a language without a table logs one error and every string
 * becomes an ellipsis, which shows something is wrong without breaking the layout.
 */
export function createTranslate(
  translations: Translations,
  language: string,
  reports: TranslationReports = sharedReports,
): TranslateFunction {
  return (key, params) => {
    const table = translations[language];
    if (table === undefined) {
      if (!reports.errored.has(language)) {
        reports.errored.add(language);
        console.error(`MUI X docs: there are no translations for the language "${language}".`);
      }
      return UNKNOWN_LANGUAGE_TEXT;
    }
    const text = lookupKey(table, key);
    if (text !== undefined) return interpolate(text, params);
    const reportKey = `${language}:${key}`;
    if (!reports.warned.has(reportKey)) {
      reports.warned.add(reportKey);
      console.warn(`MUI X docs: the translation "${key}" is missing for "${language}"; showing English.`);
    }
    const english = language === DEFAULT_LANGUAGE ? undefined : lookupKey(translations[DEFAULT_LANGUAGE], key);
    return interpolate(english ?? key, params);
  };
}
