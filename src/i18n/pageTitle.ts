import { titleFromPathname } from '../pageTree/pageTitle';
import { stripDocsTab } from '../pageTree/docsTab';
import { DEFAULT_LANGUAGE } from './languages';
import { pathnameToLanguage } from './paths';
import type { Translations, TranslationTable } from './translate';

function pageEntry(table: TranslationTable | undefined, key: string): string | undefined {
  const pages = table?.pages;
  if (pages === undefined || typeof pages === 'string') return undefined;
  const title = pages[key];
  return typeof title === 'string' && title !== '' ? title : undefined;
}

/**
 * A page's title in a language: `pages.<pathname>` of that language's table, then of English, then a title
 * derived from the path (titleFromPathname). The path is read canonically first: language prefix, query,
 * hash, docs tab and trailing slash do not change the answer. Absolute URLs (the one external entry of
 * the legacy map) are looked up as they are.
 */
export function pageTitle(pathnameOrUrl: string, language: string, translations: Translations): string {
  const isUrl = /^https?:\/\//.test(pathnameOrUrl);
  const key = isUrl ? pathnameOrUrl : stripDocsTab(pathnameToLanguage(pathnameOrUrl).canonicalPathname);
  return (
    pageEntry(translations[language], key) ??
    pageEntry(translations[DEFAULT_LANGUAGE], key) ??
    titleFromPathname(isUrl ? new URL(pathnameOrUrl).pathname : key)
  );
}
