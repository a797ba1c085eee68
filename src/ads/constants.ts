/**
 * Ad slot constants; maintainers/behaviour.md (Ads) describes what they control.
 */

/** The ad-network JSON feed used when `DOCS_AD_FEED_URL` is not set. */
export const DEFAULT_AD_FEED_URL = 'https://srv.buysellads.com/ads/CE7DC23W.json';

/** A feed answer without a usable ad is retried; this many requests at most. */
export const AD_FEED_MAX_ATTEMPTS = 10;

/** One feed request that takes longer than this is abandoned and counts as a failure. */
export const AD_FEED_TIMEOUT_MS = 3000;

/** Ad-block detection polls for the rendered network block at this interval… */
export const AD_BLOCK_POLL_INTERVAL_MS = 500;
/** …at most this many times… */
export const AD_BLOCK_MAX_POLLS = 30;
/** …and decides "blocked" once more than this many polls found nothing. */
export const AD_BLOCK_POLLS_BEFORE_BLOCKED = 6;

/** Share of blocked visitors who see the support message instead of a house ad. */
export const SUPPORT_MESSAGE_RATIO = 0.2;

/** Share of visits that get the inline layout; the rest get the image layout. */
export const INLINE_SHAPE_RATIO = 0.2;

/** Default share of ad displays reported to analytics. */
export const DEFAULT_AD_DISPLAY_RATIO = 0.1;

/** The display event is sent once an ad has been on screen this long. */
export const AD_DISPLAY_EVENT_DELAY_MS = 2500;

/** Reserved slot height (px) from the sm breakpoint up, and below it. */
export const AD_SLOT_MIN_HEIGHT = 126;
export const AD_SLOT_MIN_HEIGHT_BELOW_SM = 142;

/** Where the slot sits on a page; part of the display-event label. */
export const AD_PLACEMENT = 'body-top';

/** The network shows a link to this page when it has no paid ad to serve. */
export const BACKERS_PAGE_URL = 'https://mui.com/material-ui/discover-more/backers/';

/** Class names the detection probe looks for. Ad blockers hide the network one with cosmetic rules. */
export const NETWORK_AD_CLASS = 'docs-ad-network';
export const NETWORK_AD_PLACEHOLDER_ATTRIBUTE = 'data-ad-placeholder';

/** Limits applied to third-party text and URLs before they reach the page. */
export const MAX_AD_URL_LENGTH = 2048;
export const MAX_COMPANY_LENGTH = 80;
export const MAX_DESCRIPTION_LENGTH = 280;
export const MAX_PIXELS = 8;
/** Only the first ads of a feed answer are looked at; a feed with thousands of entries is not walked. */
export const MAX_FEED_ITEMS_SCANNED = 50;

/** Analytics labels of the ad variants (kept from the reference site so reports stay comparable). */
export const AD_LABELS = {
  network: 'carbon',
  houseAfterPlaceholder: 'in-house-carbon',
  house: 'in-house',
  support: 'in-house-adblock',
} as const;
export type AdLabel = (typeof AD_LABELS)[keyof typeof AD_LABELS];
