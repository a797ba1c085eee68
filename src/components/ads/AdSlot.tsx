/**
 * The sponsor slot (maintainers/behaviour.md, Ads). It reserves its height from the server render on, so
 * nothing moves when the ad arrives. After mount it fetches the network ad and polls for the rendered
 * network block; the outcome picks the network ad, a house ad or the support message.
 *
 * Place it in a page's description area, keyed by the page so each page gets a fresh slot:
 * `<AdSlot key={permalink} />`.
 */
import * as React from 'react';
import { styled } from '@mui/material/styles';
import {
  AD_DISPLAY_EVENT_DELAY_MS,
  AD_LABELS,
  AD_PLACEMENT,
  AD_SLOT_MIN_HEIGHT,
  AD_SLOT_MIN_HEIGHT_BELOW_SM,
} from '../../ads/constants';
import { fetchNetworkAd, type FeedResult } from '../../ads/feed';
import {
  displayEventLabel,
  isCrawler,
  probeNetworkBlock,
  resolveSlotContent,
  startAdBlockDetection,
  type SlotContent,
} from '../../ads/slotMachine';
import { sendGtagEvent } from '../../analytics/gtag';
import { useAdContext } from './AdProvider';
import { AdErrorBoundary } from './AdErrorBoundary';
import { NetworkAd } from './NetworkAd';
import { HouseAd } from './HouseAd';
import { SupportMessage } from './SupportMessage';

const SlotRoot = styled('div')(({ theme }) => ({
  position: 'relative',
  minHeight: AD_SLOT_MIN_HEIGHT_BELOW_SM,
  marginTop: theme.spacing(3),
  marginBottom: theme.spacing(3),
  [theme.breakpoints.up('sm')]: { minHeight: AD_SLOT_MIN_HEIGHT },
}));

type SlotPhase = 'pending' | 'crawler' | 'active';

const NETWORK_CONTENT: SlotContent = { kind: 'network', label: AD_LABELS.network };

export function AdSlot() {
  const { config, shape } = useAdContext();
  const rootRef = React.useRef<HTMLDivElement>(null);
  const [phase, setPhase] = React.useState<SlotPhase>('pending');
  const [feed, setFeed] = React.useState<FeedResult | null>(null);
  const [content, setContent] = React.useState<SlotContent>(NETWORK_CONTENT);

  // Crawler check, feed request and ad-block detection all start after mount (never during SSR).
  React.useEffect(() => {
    if (!config.enabled) {
      return undefined;
    }
    let userAgent: string;
    try {
      userAgent = config.userAgent();
    } catch {
      userAgent = '';
    }
    if (isCrawler(userAgent)) {
      setPhase('crawler');
      return undefined;
    }
    setPhase('active');
    const abort = new AbortController();
    fetchNetworkAd({
      feedUrl: config.feedUrl,
      fetch: config.fetch,
      clock: config.clock,
      signal: abort.signal,
    }).then(
      (result) => {
        if (!abort.signal.aborted) {
          setFeed(result);
        }
      },
      () => setFeed({ kind: 'failed', attempts: 0, reason: 'unexpected error' }),
    );
    const stopDetection = startAdBlockDetection({
      clock: config.clock,
      probe: () => probeNetworkBlock(rootRef.current),
      onChange: (state) => {
        if (state.done && state.detection !== 'undecided') {
          setContent(resolveSlotContent(state.detection, config.houseAds, config.random));
        }
      },
    });
    return () => {
      abort.abort();
      stopDetection();
    };
  }, [config]);

  // Something is on screen: the network ad once the feed delivered one, or any fallback.
  const shown = phase === 'active' && (content.kind !== 'network' || feed?.kind === 'ad');

  // Display event: sampled, sent once the same ad has been visible for 2.5 s.
  React.useEffect(() => {
    if (!shown || !(config.random() < config.displayRatio)) {
      return undefined;
    }
    const timer = config.clock.setTimeout(() => {
      sendGtagEvent('ad', {
        eventAction: 'display',
        eventLabel: displayEventLabel(content.label, AD_PLACEMENT, shape),
      });
    }, AD_DISPLAY_EVENT_DELAY_MS);
    return () => config.clock.clearTimeout(timer);
  }, [shown, content.label, config, shape]);

  if (!config.enabled) {
    return null;
  }
  return (
    <SlotRoot
      ref={rootRef}
      className="docs-ad-slot"
      data-ad-state={phase === 'active' ? content.kind : phase}
    >
      {phase === 'active' ? (
        <AdErrorBoundary key={content.label} eventLabel={content.label}>
          {content.kind === 'network' ? <NetworkAd feed={feed} shape={shape} /> : null}
          {content.kind === 'house' ? <HouseAd ad={content.ad} label={content.label} shape={shape} /> : null}
          {content.kind === 'support' ? <SupportMessage label={content.label} /> : null}
        </AdErrorBoundary>
      ) : null}
    </SlotRoot>
  );
}
