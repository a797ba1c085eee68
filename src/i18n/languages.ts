/**
 * The languages readers can choose. This list feeds Docusaurus's `i18n.locales` (docusaurus.config.ts),
 * the docs config (`useDocsConfig().languages`) and the path helpers, so enabling a language is this one
 * change; see the maintainers/versions-and-translations.md, "Enabling a language".
 */
export const ENABLED_LANGUAGES: readonly string[] = ['en'];

export const DEFAULT_LANGUAGE = 'en';

/**
 * Chinese paths are always recognised, even while `zh` is not enabled: old links into the Chinese docs
 * (`/zh/...`) must still resolve to the right page and title.
 */
export const LEGACY_LANGUAGE = 'zh';

/** Languages with UI text prepared under i18n/ and src/i18n/translations/, ready to enable. */
export const PREPARED_LANGUAGES: readonly string[] = ['zh', 'pt'];

/** Each language's own name, as the language menu shows it. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  zh: '中文',
  pt: 'Português',
};
