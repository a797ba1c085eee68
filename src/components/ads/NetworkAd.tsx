/**
 * The ad from the network feed, or the network's "no paid ad" placeholder. The block carries the class the
 * ad-block probe looks for; it is rendered only when there is something to show, so a blocked or failed
 * feed leaves no block behind and the probe reads "absent".
 */
import * as React from 'react';
import { styled } from '@mui/material/styles';
import {
  AD_LABELS,
  BACKERS_PAGE_URL,
  NETWORK_AD_CLASS,
  NETWORK_AD_PLACEHOLDER_ATTRIBUTE,
} from '../../ads/constants';
import type { FeedResult } from '../../ads/feed';
import type { AdShape } from '../../ads/slotMachine';
import { AdDisplay } from './AdDisplay';

const HiddenPixel = styled('img')({ display: 'none' });

const Placeholder = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.5),
  fontSize: theme.typography.pxToRem(13),
  color: (theme.vars ?? theme).palette.text.secondary,
}));

export function NetworkAd({ feed, shape }: { feed: FeedResult | null; shape: AdShape }) {
  if (feed === null || feed.kind === 'failed') {
    return null;
  }
  if (feed.kind === 'empty') {
    return (
      <Placeholder className={NETWORK_AD_CLASS} {...{ [NETWORK_AD_PLACEHOLDER_ATTRIBUTE]: '' }}>
        <a href={BACKERS_PAGE_URL} target="_blank" rel="noopener">
          Become a backer of MUI
        </a>
      </Placeholder>
    );
  }
  const { ad } = feed;
  return (
    <AdDisplay
      className={NETWORK_AD_CLASS}
      href={ad.link}
      imageSrc={ad.image}
      name={ad.company}
      description={ad.description}
      poweredBy={ad.poweredBy}
      label={AD_LABELS.network}
      shape={shape}
    >
      {ad.impression ? (
        <HiddenPixel src={ad.impression} alt="" width={1} height={1} data-ad-pixel="impression" />
      ) : null}
      {ad.pixels.map((pixel) => (
        <HiddenPixel key={pixel} src={pixel} alt="" width={1} height={1} data-ad-pixel="tracking" />
      ))}
    </AdDisplay>
  );
}
