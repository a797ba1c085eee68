/**
 * The ad slot's state machine (maintainers/behaviour.md, Ads). After mount the slot polls for the
 * rendered network block; the outcome decides what the reader sees. Pure functions plus a poller driven by an
 * injected clock, so every branch runs in tests without waiting.
 */
import {
  AD_BLOCK_MAX_POLLS,
  AD_BLOCK_POLL_INTERVAL_MS,
  AD_BLOCK_POLLS_BEFORE_BLOCKED,
  AD_LABELS,
  BACKERS_PAGE_URL,
  INLINE_SHAPE_RATIO,
  NETWORK_AD_CLASS,
  NETWORK_AD_PLACEHOLDER_ATTRIBUTE,
  SUPPORT_MESSAGE_RATIO,
  type AdLabel,
} from './constants';
import type { Clock, RandomSource } from './clock';
import type { HouseAd } from './houseAds';

/** What one poll saw: a visible network ad, the network's "no paid ad" placeholder, or nothing visible. */
export type ProbeResult = 'ad' | 'placeholder' | 'absent';

/** `undecided` while polling (the network ad is shown meanwhile). */
export type Detection = 'undecided' | 'network' | 'placeholder' | 'blocked';

export interface DetectionState {
  polls: number;
  detection: Detection;
  /** True once polling has stopped. */
  done: boolean;
}

export const INITIAL_DETECTION: DetectionState = { polls: 0, detection: 'undecided', done: false };

/** One poll: counts it and decides when the evidence allows. */
export function nextDetection(state: DetectionState, probe: ProbeResult): DetectionState {
  if (state.done) {
    return state;
  }
  const polls = state.polls + 1;
  if (probe === 'ad') {
    return { polls, detection: 'network', done: true };
  }
  if (probe === 'placeholder') {
    return { polls, detection: 'placeholder', done: true };
  }
  if (polls > AD_BLOCK_POLLS_BEFORE_BLOCKED) {
    return { polls, detection: 'blocked', done: true };
  }
  return { polls, detection: 'undecided', done: polls >= AD_BLOCK_MAX_POLLS };
}

export interface DetectionOptions {
  clock: Clock;
  probe: () => ProbeResult;
  onChange: (state: DetectionState) => void;
}

/** Polls every 500 ms until a decision (or the poll limit). Returns a function that stops polling. */
export function startAdBlockDetection({ clock, probe, onChange }: DetectionOptions): () => void {
  let state = INITIAL_DETECTION;
  let handle: unknown = null;
  let stopped = false;
  const tick = () => {
    handle = null;
    if (stopped) {
      return;
    }
    let seen: ProbeResult;
    try {
      seen = probe();
    } catch {
      seen = 'absent';
    }
    state = nextDetection(state, seen);
    onChange(state);
    if (!state.done) {
      handle = clock.setTimeout(tick, AD_BLOCK_POLL_INTERVAL_MS);
    }
  };
  handle = clock.setTimeout(tick, AD_BLOCK_POLL_INTERVAL_MS);
  return () => {
    stopped = true;
    if (handle !== null) {
      clock.clearTimeout(handle);
      handle = null;
    }
  };
}

/**
 * A block hidden by a cosmetic filter (display:none, visibility:hidden, collapsed to zero size) counts as
 * absent.
 */
export function isRenderedVisible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (element.getClientRects().length === 0 || box.width === 0 || box.height === 0) {
    return false;
  }
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return !style || (style.visibility !== 'hidden' && style.display !== 'none');
}

/** Looks for the network block inside the slot. */
export function probeNetworkBlock(
  container: Element | null,
  isVisible: (element: Element) => boolean = isRenderedVisible,
): ProbeResult {
  const block = container?.querySelector(`.${NETWORK_AD_CLASS}`);
  if (!block || !isVisible(block)) {
    return 'absent';
  }
  const links = Array.from(block.querySelectorAll('a'));
  if (
    block.hasAttribute(NETWORK_AD_PLACEHOLDER_ATTRIBUTE) ||
    links.some((link) => link.href === BACKERS_PAGE_URL)
  ) {
    return 'placeholder';
  }
  return 'ad';
}

export type SlotContent =
  | { kind: 'network'; label: AdLabel }
  | { kind: 'house'; ad: HouseAd; label: AdLabel }
  | { kind: 'support'; label: AdLabel };

/** Picks a house ad uniformly from the injected random source. */
export function pickHouseAd(houseAds: readonly HouseAd[], random: RandomSource): HouseAd {
  const index = Math.min(houseAds.length - 1, Math.max(0, Math.floor(random() * houseAds.length)));
  return houseAds[index];
}

/**
 * What the slot shows for a detection outcome. While undecided, and when the network block was seen, the
 * network ad stays. The random source is only consulted for the fallbacks.
 */
export function resolveSlotContent(
  detection: Detection,
  houseAds: readonly HouseAd[],
  random: RandomSource,
): SlotContent {
  if (detection === 'blocked') {
    if (random() < SUPPORT_MESSAGE_RATIO) {
      return { kind: 'support', label: AD_LABELS.support };
    }
    return { kind: 'house', ad: pickHouseAd(houseAds, random), label: AD_LABELS.house };
  }
  if (detection === 'placeholder') {
    return { kind: 'house', ad: pickHouseAd(houseAds, random), label: AD_LABELS.houseAfterPlaceholder };
  }
  return { kind: 'network', label: AD_LABELS.network };
}

export type AdShape = 'inline' | 'image';

/** The layout of the slot, drawn once per visit. */
export function drawAdShape(random: RandomSource): AdShape {
  return random() < INLINE_SHAPE_RATIO ? 'inline' : 'image';
}

const CRAWLER_PATTERN = /bot|googlebot|crawler|spider|robot|crawling/i;

/** Crawlers get an empty slot so ad copy is never indexed as page content. */
export function isCrawler(userAgent: string | undefined | null): boolean {
  return typeof userAgent === 'string' && CRAWLER_PATTERN.test(userAgent);
}

/** The label of a display event: `<label>-<placement>-<shape>`. */
export function displayEventLabel(label: AdLabel, placement: string, shape: AdShape): string {
  return `${label}-${placement}-${shape}`;
}
