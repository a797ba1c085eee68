import * as React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { HouseAd as HouseAdData } from '../../ads/houseAds';
import type { AdShape } from '../../ads/slotMachine';
import { AdDisplay } from './AdDisplay';

/** One of our own ads (network empty or blocked). */
export function HouseAd({ ad, label, shape }: { ad: HouseAdData; label: string; shape: AdShape }) {
  const imageSrc = useBaseUrl(ad.img);
  return (
    <AdDisplay
      className="docs-ad-house"
      href={ad.link}
      imageSrc={imageSrc}
      name={ad.name}
      description={ad.description}
      poweredBy={ad.poweredBy}
      label={label}
      shape={shape}
    />
  );
}
