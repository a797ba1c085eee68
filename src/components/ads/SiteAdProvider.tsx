/** The AdProvider with the build-time settings published by plugins/ad-slot. */
import * as React from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import { AdProvider, type AdConfig } from './AdProvider';
import type { AdSlotGlobalData } from '../../ads/globalData';

export function SiteAdProvider({ children }: { children: React.ReactNode }) {
  const data = usePluginData('docs-ad-slot') as AdSlotGlobalData | undefined;
  const config = React.useMemo<Partial<AdConfig>>(
    () =>
      data
        ? { feedUrl: data.feedUrl, enabled: data.enabled, displayRatio: data.displayRatio }
        : { enabled: false },
    [data],
  );
  return <AdProvider config={config}>{children}</AdProvider>;
}
