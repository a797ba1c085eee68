/**
 * Swizzled Root (created by hand, as Docusaurus documents): the top of the tree, never unmounted. It plays
 * the part of the reference site's `/_app` wrapper and holds the site-wide providers.
 */
import * as React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { DocsProvider } from '@site/src/settings/DocsProvider';
import { ThemeSettingsProvider } from '@site/src/settings/ThemeSettingsProvider';
import { MobileNavProvider } from '@site/src/components/layout/MobileNavContext';
import CodeCopyProvider from '@site/src/components/code/CodeCopyProvider';
import ProductMetaTags from '@site/src/components/layout/ProductMetaTags';
import { UserLanguageProvider } from '@site/src/i18n/UserLanguageProvider';
import { TRANSLATIONS, withLegacyZhTitles } from '@site/src/i18n/tables';
import type { LegacyZhTitlesGlobalData } from '@site/src/i18n/legacyZhTitles';
import { SiteAdProvider } from '@site/src/components/ads/SiteAdProvider';
import { AnalyticsUserProperties } from '@site/src/components/analytics/AnalyticsUserProperties';
import { PAGE_END_ID } from '@site/src/constants';
import { preloadDemoFrameWhenIdle } from '@site/src/components/demos/loadFrame';

export default function Root({ children }: { children: React.ReactNode }) {
  const { i18n, siteConfig } = useDocusaurusContext();
  const licenseKey =
    typeof siteConfig.customFields?.muiXLicenseKey === 'string' ? siteConfig.customFields.muiXLicenseKey : '';
  const docsConfig = React.useMemo(() => ({ licenseInfo: { key: licenseKey } }), [licenseKey]);
  const { titles } = usePluginData('legacy-zh-titles') as LegacyZhTitlesGlobalData;
  const translations = React.useMemo(() => withLegacyZhTitles(TRANSLATIONS, titles), [titles]);
  // The demo frame's chunk, in an idle moment after hydration, so a page with demos reached by a link shows
  // its frames at once (src/components/demos/loadFrame.ts).
  React.useEffect(() => preloadDemoFrameWhenIdle(window), []);
  return (
    <DocsProvider config={docsConfig}>
      {/* The locale being built is the reader's language; its URL prefix (/zh/x/…) says the same. */}
      <UserLanguageProvider defaultUserLanguage={i18n.currentLocale} translations={translations}>
        <ThemeSettingsProvider>
          <SiteAdProvider>
            <AnalyticsUserProperties />
            <MobileNavProvider>
              <ProductMetaTags />
              <CodeCopyProvider>{children}</CodeCopyProvider>
            </MobileNavProvider>
          </SiteAdProvider>
        </ThemeSettingsProvider>
      </UserLanguageProvider>
      {/* Parsed last on every page: the `blocking="render"` hint in docusaurus.config.ts waits for it. */}
      <span id={PAGE_END_ID} hidden />
    </DocsProvider>
  );
}
