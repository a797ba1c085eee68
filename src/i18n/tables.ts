import en from './translations/translations.json';
import zh from './translations/translations-zh.json';
import pt from './translations/translations-pt.json';
import type { Translations } from './translate';

/**
 * The runtime tables read by `useTranslate()`: `translations.json` is English, `translations-<code>.json`
 * the other languages. Page titles live under `pages` (path → title); English holds the index of the core
 * docs' page titles, Chinese gets its titles from the legacy map (plugins/legacy-zh-titles).
 */
export const TRANSLATIONS: Translations = { en, zh, pt };

/** Adds the legacy Chinese page titles to the `zh` table, over any it already has. */
export function withLegacyZhTitles(translations: Translations, titles: Record<string, string>): Translations {
  if (Object.keys(titles).length === 0) return translations;
  const zhTable = translations.zh ?? {};
  const pages = typeof zhTable.pages === 'object' ? zhTable.pages : {};
  return { ...translations, zh: { ...zhTable, pages: { ...pages, ...titles } } };
}
