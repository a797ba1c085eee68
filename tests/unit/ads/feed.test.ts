import { cleanAdText, fetchNetworkAd, pickUsableAd, toNetworkAd } from '../../../src/ads/feed';
import { FakeClock } from './fakeClock';
import { FEED_URL, GOOD_AD, jsonResponse, scriptedFetch, textResponse } from './feedFixtures';

const EMPTY = jsonResponse({ ads: [{}] });

describe('fetchNetworkAd retries', () => {
  it('gets the ad when 9 empty answers are followed by a good one', async () => {
    const { fetch, calls } = scriptedFetch(...Array(9).fill(EMPTY), jsonResponse({ ads: [GOOD_AD] }));
    const result = await fetchNetworkAd({ feedUrl: FEED_URL, fetch, clock: new FakeClock() });
    expect(result.kind).toBe('ad');
    expect(result.attempts).toBe(10);
    expect(calls).toEqual(Array(10).fill(FEED_URL));
    if (result.kind === 'ad') {
      expect(result.ad).toEqual({
        link: 'https://srv.example/click/ad-1',
        image: 'https://cdn.example/ad-1.png',
        company: 'Acme Grids',
        description: 'Spreadsheet-grade tables for React.',
        poweredBy: 'Carbon',
        impression: 'https://srv.example/imp/ad-1',
        pixels: ['https://px1.example/i?t=1700000000', 'https://px2.example/i/1700000000'],
      });
    }
  });

  it('gives no ad after 10 empty answers and asks no 11th time', async () => {
    const { fetch, calls } = scriptedFetch(EMPTY);
    const result = await fetchNetworkAd({ feedUrl: FEED_URL, fetch, clock: new FakeClock() });
    expect(result).toEqual({ kind: 'empty', attempts: 10 });
    expect(calls).toHaveLength(10);
  });

  it('stops at the first network error', async () => {
    const { fetch, calls } = scriptedFetch(
      new TypeError('Failed to fetch'),
      jsonResponse({ ads: [GOOD_AD] }),
    );
    const result = await fetchNetworkAd({ feedUrl: FEED_URL, fetch, clock: new FakeClock() });
    expect(result).toEqual({ kind: 'failed', attempts: 1, reason: 'network error' });
    expect(calls).toHaveLength(1);
  });

  it('treats an HTTP error as a failure', async () => {
    const { fetch } = scriptedFetch(textResponse('<html>Service unavailable</html>', 503));
    expect(await fetchNetworkAd({ feedUrl: FEED_URL, fetch, clock: new FakeClock() })).toEqual({
      kind: 'failed',
      attempts: 1,
      reason: 'HTTP 503',
    });
  });

  it('treats a body that is not JSON as a failure', async () => {
    const { fetch } = scriptedFetch(textResponse('<!doctype html><p>oops</p>'));
    expect(await fetchNetworkAd({ feedUrl: FEED_URL, fetch, clock: new FakeClock() })).toEqual({
      kind: 'failed',
      attempts: 1,
      reason: 'answer is not JSON',
    });
  });

  it('gives up on an answer that does not come within the timeout', async () => {
    const clock = new FakeClock();
    const { fetch } = scriptedFetch(() => new Promise(() => undefined));
    const pending = fetchNetworkAd({ feedUrl: FEED_URL, fetch, clock, timeoutMs: 3000 });
    await Promise.resolve();
    clock.advance(2999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    expect(await pending).toEqual({ kind: 'failed', attempts: 1, reason: 'no answer within 3000 ms' });
    expect(clock.pending).toBe(0);
  });

  it('stops when the caller aborts', async () => {
    const abort = new AbortController();
    const { fetch } = scriptedFetch(() => new Promise(() => undefined));
    const pending = fetchNetworkAd({
      feedUrl: FEED_URL,
      fetch,
      clock: new FakeClock(),
      signal: abort.signal,
    });
    await Promise.resolve();
    abort.abort();
    expect(await pending).toEqual({ kind: 'failed', attempts: 1, reason: 'aborted' });
  });

  it('passes credentials: omit and cache: no-store', async () => {
    const init: unknown[] = [];
    await fetchNetworkAd({
      feedUrl: FEED_URL,
      clock: new FakeClock(),
      fetch: async (_url, options) => {
        init.push({ credentials: options.credentials, cache: options.cache });
        return jsonResponse({ ads: [GOOD_AD] });
      },
    });
    expect(init).toEqual([{ credentials: 'omit', cache: 'no-store' }]);
  });
});

describe('pickUsableAd', () => {
  it('skips entries without a usable statlink or image and takes the first usable one', () => {
    const ad = pickUsableAd({
      ads: [
        {},
        { ...GOOD_AD, statlink: 'javascript:alert(1)' },
        { ...GOOD_AD, image: 'http://cdn.example/x.png' },
        { ...GOOD_AD, company: 'Second' },
      ],
    });
    expect(ad?.company).toBe('Second');
  });

  it('returns null for shapes that are not a feed answer', () => {
    for (const payload of [null, 1, 'ads', [], { ads: null }, { ads: {} }, { ads: 'x' }, { ads: [] }]) {
      expect(pickUsableAd(payload)).toBeNull();
    }
  });

  it('keeps a usable ad without impression or pixels', () => {
    const ad = toNetworkAd({
      statlink: '//srv.example/c',
      image: '//cdn.example/i.png',
      statimp: 'data:x',
      pixel: 7,
    });
    expect(ad).toMatchObject({
      link: 'https://srv.example/c',
      image: 'https://cdn.example/i.png',
      impression: null,
      pixels: [],
    });
  });
});

describe('cleanAdText', () => {
  it('reduces text to one bounded line', () => {
    expect(cleanAdText('  Acme\n\n  Grids\u0000\u200b ', 80)).toBe('Acme Grids');
    expect(cleanAdText('x'.repeat(500), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(cleanAdText(42, 10)).toBe('');
  });
});

describe('fetchNetworkAd refuses answers that did not come over https', () => {
  const redirectedTo = (finalUrl: string) => ({ ...jsonResponse({ ads: [GOOD_AD] }), url: finalUrl });

  it('refuses an answer whose final URL (after redirects) is plain http', async () => {
    const { fetch, calls } = scriptedFetch(redirectedTo('http://feed.example/ads.json'));
    expect(await fetchNetworkAd({ feedUrl: FEED_URL, fetch, clock: new FakeClock() })).toEqual({
      kind: 'failed',
      attempts: 1,
      reason: 'answer did not come from the feed URL’s origin over https',
    });
    expect(calls).toHaveLength(1);
  });

  it.each([
    'http://evil.example/ads.json',
    'http://127.0.0.1.evil.example/ads.json',
    'ftp://feed.example/ads.json',
    'data:application/json,{}',
    'https://user:secret@feed.example/ads.json',
    'not a url',
  ])('refuses a final URL of %s', async (finalUrl) => {
    const { fetch } = scriptedFetch(redirectedTo(finalUrl));
    const result = await fetchNetworkAd({ feedUrl: FEED_URL, fetch, clock: new FakeClock() });
    expect(result.kind).toBe('failed');
  });

  it('refuses an answer that a fetch ignoring `redirect` took to another https origin', async () => {
    const { fetch } = scriptedFetch(redirectedTo('https://cdn.feed.example/ads.json'));
    const result = await fetchNetworkAd({ feedUrl: FEED_URL, fetch, clock: new FakeClock() });
    expect(result).toEqual({
      kind: 'failed',
      attempts: 1,
      reason: 'answer did not come from the feed URL’s origin over https',
    });
  });

  it('asks the browser not to follow redirects', async () => {
    const inits: unknown[] = [];
    const { fetch } = scriptedFetch(jsonResponse({ ads: [GOOD_AD] }));
    const result = await fetchNetworkAd({
      feedUrl: FEED_URL,
      fetch: (url, init) => {
        inits.push(init);
        return fetch(url, init);
      },
      clock: new FakeClock(),
    });
    expect(result.kind).toBe('ad');
    expect(inits).toEqual([expect.objectContaining({ redirect: 'manual', credentials: 'omit' })]);
  });

  it.each([
    ['an unfollowed redirect (opaqueredirect)', { ok: false, status: 0, type: 'opaqueredirect', url: '' }],
    ['a 302 answer', { ok: false, status: 302, url: FEED_URL }],
    ['a 307 answer', { ok: false, status: 307, url: FEED_URL }],
  ])('stops at %s and reads nothing', async (_label, answer) => {
    const text = jest.fn(async () => JSON.stringify({ ads: [GOOD_AD] }));
    const { fetch, calls } = scriptedFetch({ ...answer, text });
    expect(await fetchNetworkAd({ feedUrl: FEED_URL, fetch, clock: new FakeClock() })).toEqual({
      kind: 'failed',
      attempts: 1,
      reason: 'the feed answered with a redirect, which is not followed',
    });
    expect(calls).toHaveLength(1);
    expect(text).not.toHaveBeenCalled();
  });

  it.each(['http://127.0.0.1:4561/ads.json', 'http://localhost:4561/ads.json', 'http://[::1]:4561/ads.json'])(
    'accepts a loopback http answer (%s), used by the tests',
    async (finalUrl) => {
      const { fetch } = scriptedFetch(redirectedTo(finalUrl));
      const result = await fetchNetworkAd({ feedUrl: finalUrl, fetch, clock: new FakeClock() });
      expect(result.kind).toBe('ad');
    },
  );

  it('never requests a configured feed URL that is not https', async () => {
    const { fetch, calls } = scriptedFetch(jsonResponse({ ads: [GOOD_AD] }));
    const result = await fetchNetworkAd({
      feedUrl: 'http://feed.example/ads.json',
      fetch,
      clock: new FakeClock(),
    });
    expect(result).toEqual({ kind: 'failed', attempts: 0, reason: 'feed URL is not https' });
    expect(calls).toHaveLength(0);
  });
});
