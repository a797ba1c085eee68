/**
 * Swizzled Root (created by hand, as Docusaurus documents): the top of the tree, never unmounted. It plays
 * the part of the reference site's `/_app` wrapper and holds the site-wide providers.
 */
import * as React from 'react';
import { DocsProvider } from '@site/src/settings/DocsProvider';
import { ThemeSettingsProvider } from '@site/src/settings/ThemeSettingsProvider';
import { MobileNavProvider } from '@site/src/components/layout/MobileNavContext';
import { SiteAdProvider } from '@site/src/components/ads/SiteAdProvider';
import { AnalyticsUserProperties } from '@site/src/components/analytics/AnalyticsUserProperties';

export default function Root({ children }: { children: React.ReactNode }) {
  return (
    <DocsProvider>
      <ThemeSettingsProvider>
        <SiteAdProvider>
          <AnalyticsUserProperties />
          <MobileNavProvider>{children}</MobileNavProvider>
        </SiteAdProvider>
      </ThemeSettingsProvider>
    </DocsProvider>
  );
}
