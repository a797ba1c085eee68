/**
 * Swizzled Root (created by hand, as Docusaurus documents): the top of the tree, never unmounted. It plays
 * the part of the reference site's `/_app` wrapper and holds the site-wide providers.
 */
import * as React from 'react';
import { DocsProvider } from '@site/src/settings/DocsProvider';
import { ThemeSettingsProvider } from '@site/src/settings/ThemeSettingsProvider';
import { MobileNavProvider } from '@site/src/components/layout/MobileNavContext';
import CodeCopyProvider from '@site/src/components/code/CodeCopyProvider';

export default function Root({ children }: { children: React.ReactNode }) {
  return (
    <DocsProvider>
      <ThemeSettingsProvider>
        <MobileNavProvider>
          <CodeCopyProvider>{children}</CodeCopyProvider>
        </MobileNavProvider>
      </ThemeSettingsProvider>
    </DocsProvider>
  );
}
