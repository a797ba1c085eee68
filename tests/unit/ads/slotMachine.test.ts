import {
  INITIAL_DETECTION,
  displayEventLabel,
  drawAdShape,
  isCrawler,
  nextDetection,
  pickHouseAd,
  probeNetworkBlock,
  resolveSlotContent,
  startAdBlockDetection,
  type DetectionState,
  type ProbeResult,
} from '../../../src/ads/slotMachine';
import { HOUSE_ADS } from '../../../src/ads/houseAds';
import { FakeClock, sequence } from './fakeClock';

/** Runs the poller on a fake clock; the probe answers `seen(poll)` for poll 1, 2, … */
function runDetection(seen: (poll: number) => ProbeResult, ms: number) {
  const clock = new FakeClock();
  const states: DetectionState[] = [];
  let polls = 0;
  const stop = startAdBlockDetection({
    clock,
    probe: () => seen(++polls),
    onChange: (state) => states.push({ ...state, at: clock.now } as DetectionState & { at: number }),
  });
  clock.advance(ms);
  return { clock, states, stop, polls: () => polls };
}

describe('ad-block detection', () => {
  it('decides "network" when the block is found at poll 1 (500 ms) and stops polling', () => {
    const { states, clock, polls } = runDetection(() => 'ad', 20000);
    expect(states).toEqual([{ polls: 1, detection: 'network', done: true, at: 500 }]);
    expect(polls()).toBe(1);
    expect(clock.pending).toBe(0);
  });

  it('decides "network" when the block appears at poll 6, undecided before', () => {
    const { states } = runDetection((poll) => (poll === 6 ? 'ad' : 'absent'), 20000);
    expect(states.map((state) => state.detection)).toEqual([
      'undecided',
      'undecided',
      'undecided',
      'undecided',
      'undecided',
      'network',
    ]);
    expect(states[5]).toMatchObject({ polls: 6, done: true, at: 3000 });
  });

  it('decides "blocked" at poll 7 (3.5 s) when nothing was found, and stops', () => {
    const { states, polls, clock } = runDetection(() => 'absent', 20000);
    expect(states).toHaveLength(7);
    expect(states[5]).toMatchObject({ polls: 6, detection: 'undecided', done: false });
    expect(states[6]).toMatchObject({ polls: 7, detection: 'blocked', done: true, at: 3500 });
    expect(polls()).toBe(7);
    expect(clock.pending).toBe(0);
  });

  it('decides "placeholder" when the block holds the backers placeholder', () => {
    const { states } = runDetection((poll) => (poll < 3 ? 'absent' : 'placeholder'), 20000);
    expect(states[2]).toMatchObject({ polls: 3, detection: 'placeholder', done: true, at: 1500 });
  });

  it('treats a probe that throws as "absent"', () => {
    const { states } = runDetection(() => {
      throw new Error('boom');
    }, 3500);
    expect(states.at(-1)).toMatchObject({ detection: 'blocked' });
  });

  it('stops when asked', () => {
    const { stop, clock, states } = runDetection(() => 'absent', 1000);
    stop();
    clock.advance(10000);
    expect(states).toHaveLength(2);
    expect(clock.pending).toBe(0);
  });

  it('never polls more than 30 times and ignores polls after a decision', () => {
    let state = INITIAL_DETECTION;
    for (let poll = 0; poll < 40; poll += 1) {
      state = nextDetection(state, 'absent');
    }
    expect(state).toEqual({ polls: 7, detection: 'blocked', done: true });
  });
});

describe('resolveSlotContent', () => {
  it('keeps the network ad while undecided and when the block was found, without using randomness', () => {
    const random = jest.fn(() => 0.5);
    expect(resolveSlotContent('undecided', HOUSE_ADS, random)).toEqual({ kind: 'network', label: 'carbon' });
    expect(resolveSlotContent('network', HOUSE_ADS, random)).toEqual({ kind: 'network', label: 'carbon' });
    expect(random).not.toHaveBeenCalled();
  });

  it('shows the support message to the 20% of blocked visitors drawing below 0.2', () => {
    expect(resolveSlotContent('blocked', HOUSE_ADS, sequence(0))).toEqual({
      kind: 'support',
      label: 'in-house-adblock',
    });
    expect(resolveSlotContent('blocked', HOUSE_ADS, sequence(0.1999))).toEqual({
      kind: 'support',
      label: 'in-house-adblock',
    });
  });

  it('shows a house ad to the other 80%, chosen by the next draw', () => {
    const ids = [0, 0.2, 0.4, 0.6, 0.8, 0.9999].map((draw) => {
      const content = resolveSlotContent('blocked', HOUSE_ADS, sequence(0.2, draw));
      expect(content).toMatchObject({ kind: 'house', label: 'in-house' });
      return content.kind === 'house' ? content.ad.id : null;
    });
    expect(ids).toEqual(['scaffold', 'templates', 'themes', 'support', 'design-kit', 'design-kit']);
  });

  it('replaces the network placeholder with a house ad', () => {
    const content = resolveSlotContent('placeholder', HOUSE_ADS, sequence(0.45));
    expect(content).toEqual({ kind: 'house', ad: HOUSE_ADS[2], label: 'in-house-carbon' });
  });

  it('splits blocked visitors about 20/80 and spreads house ads evenly over many draws', () => {
    // mulberry32: a small seeded generator, so the test is repeatable.
    let seed = 42;
    const seeded = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const counts: Record<string, number> = {};
    for (let visit = 0; visit < 10000; visit += 1) {
      const content = resolveSlotContent('blocked', HOUSE_ADS, seeded);
      const key = content.kind === 'house' ? `house:${content.ad.id}` : content.kind;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    expect(counts.support / 10000).toBeCloseTo(0.2, 1);
    for (const ad of HOUSE_ADS) {
      expect(counts[`house:${ad.id}`] / 10000).toBeCloseTo(0.16, 1);
    }
  });
});

describe('house ads', () => {
  it('are five, with our images and https links', () => {
    expect(HOUSE_ADS.map((ad) => ad.id)).toEqual([
      'scaffold',
      'templates',
      'themes',
      'support',
      'design-kit',
    ]);
    for (const ad of HOUSE_ADS) {
      expect(ad.img).toMatch(/^\/ads-in-house\/[\w-]+\.svg$/);
      expect(new URL(ad.link).protocol).toBe('https:');
      expect(ad.description.length).toBeGreaterThan(20);
    }
  });

  it('clamps a random source that returns 1', () => {
    expect(pickHouseAd(HOUSE_ADS, () => 1).id).toBe('design-kit');
  });
});

describe('shape, crawler and label', () => {
  it('draws inline below 0.2 and image otherwise', () => {
    expect(drawAdShape(() => 0)).toBe('inline');
    expect(drawAdShape(() => 0.1999)).toBe('inline');
    expect(drawAdShape(() => 0.2)).toBe('image');
    expect(drawAdShape(() => 0.99)).toBe('image');
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'SomeCrawler/1.0',
    'Baiduspider',
    'Robot-Checker',
    'site-crawling-agent',
  ])('recognises the crawler %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it('does not flag browsers', () => {
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36')).toBe(
      false,
    );
    expect(isCrawler('')).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
  });

  it('builds the display label as <label>-<placement>-<shape>', () => {
    expect(displayEventLabel('in-house', 'body-top', 'image')).toBe('in-house-body-top-image');
  });
});

describe('probeNetworkBlock', () => {
  function slot(html: string) {
    const container = document.createElement('div');
    container.innerHTML = html;
    return container;
  }
  const visible = () => true;

  it('finds a visible network ad', () => {
    expect(
      probeNetworkBlock(
        slot('<div class="docs-ad-network"><a href="https://srv.example/c">x</a></div>'),
        visible,
      ),
    ).toBe('ad');
  });

  it('reports the backers placeholder', () => {
    expect(probeNetworkBlock(slot('<div class="docs-ad-network" data-ad-placeholder></div>'), visible)).toBe(
      'placeholder',
    );
    expect(
      probeNetworkBlock(
        slot(
          '<div class="docs-ad-network"><a href="https://mui.com/material-ui/discover-more/backers/">b</a></div>',
        ),
        visible,
      ),
    ).toBe('placeholder');
  });

  it('reports absent when the block is missing or hidden', () => {
    expect(probeNetworkBlock(slot('<div class="docs-ad-house"></div>'), visible)).toBe('absent');
    expect(probeNetworkBlock(slot('<div class="docs-ad-network"></div>'), () => false)).toBe('absent');
    expect(probeNetworkBlock(null, visible)).toBe('absent');
  });

  it('treats a zero-size block as hidden with the real visibility check', () => {
    // jsdom lays nothing out, so every element has no box: exactly what a cosmetic filter leaves.
    expect(
      probeNetworkBlock(slot('<div class="docs-ad-network"><a href="https://x.example/">x</a></div>')),
    ).toBe('absent');
  });
});
