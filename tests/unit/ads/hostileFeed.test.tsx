/**
 * Hostile feed suite: malformed and malicious feed answers. For each one: no exception
 * escapes, nothing from the feed becomes markup, every URL the page would load is https (or one of our own
 * site paths), only the feed itself is fetched, and the slot keeps its reserved height.
 */
import type { FeedFetch, FeedResponse } from '../../../src/ads/feed';
import { renderSlot, stubLayout } from './renderSlot';
import { FEED_URL, GOOD_AD, jsonResponse, textResponse } from './feedFixtures';

const XSS =
  '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"><svg onload="window.__pwned=3">';
const MEGABYTE = 'A'.repeat(1024 * 1024);

type Case = [name: string, answer: () => Promise<FeedResponse>, expectedState: 'network' | 'fallback'];

const ok = (body: unknown) => () => Promise.resolve(jsonResponse(body));
const text =
  (body: string, status = 200) =>
  () =>
    Promise.resolve(textResponse(body, status));
const ad = (overrides: Record<string, unknown>) => ok({ ads: [{ ...GOOD_AD, ...overrides }] });

const CASES: Case[] = [
  ['a body that is not JSON', text('this is not json'), 'fallback'],
  [
    'an HTML error page with status 200',
    text('<!doctype html><title>Error</title><script>alert(1)</script>'),
    'fallback',
  ],
  ['an HTML error page with status 502', text('<html><body>Bad gateway</body></html>', 502), 'fallback'],
  ['an empty body', text(''), 'fallback'],
  ['JSON with a byte-order mark', text(`\ufeff${JSON.stringify({ ads: [GOOD_AD] })}`), 'fallback'],
  ['JSON null', ok(null), 'fallback'],
  ['a JSON number', ok(42), 'fallback'],
  ['a JSON string', ok('ads'), 'fallback'],
  ['a JSON array', ok([GOOD_AD]), 'fallback'],
  ['an object without ads', ok({ data: [GOOD_AD] }), 'fallback'],
  ['ads: null', ok({ ads: null }), 'fallback'],
  ['ads as an object', ok({ ads: { 0: GOOD_AD } }), 'fallback'],
  ['ads as a string', ok({ ads: JSON.stringify([GOOD_AD]) }), 'fallback'],
  ['ads holding primitives', ok({ ads: [null, 1, 'x', true, []] }), 'fallback'],
  ['statlink as a number', ad({ statlink: 12345 }), 'fallback'],
  ['image as an object', ad({ image: { src: 'https://cdn.example/i.png' } }), 'fallback'],
  [
    'company and description of wrong types',
    ad({ company: 42, description: ['a', 'b'], timestamp: {} }),
    'network',
  ],
  ['<script> in description and company', ad({ company: XSS, description: XSS }), 'network'],
  [
    '<img onerror> in description and company',
    ad({ company: '<img src=x onerror=alert(1)>', description: '"><img src=x onerror=alert(2)>' }),
    'network',
  ],
  ['a javascript: statlink', ad({ statlink: 'javascript:alert(document.cookie)' }), 'fallback'],
  [
    'a JavaScript: statlink with mixed case and spaces',
    ad({ statlink: '  JaVaScRiPt:alert(1)' }),
    'fallback',
  ],
  ['a data: image', ad({ image: 'data:image/svg+xml,<svg onload=alert(1)>' }), 'fallback'],
  ['a data: statlink', ad({ statlink: 'data:text/html,<script>alert(1)</script>' }), 'fallback'],
  ['an http: statlink', ad({ statlink: 'http://srv.example/click' }), 'fallback'],
  ['an http: image', ad({ image: 'http://cdn.example/i.png' }), 'fallback'],
  ['a statlink with credentials', ad({ statlink: 'https://user:secret@srv.example/click' }), 'fallback'],
  [
    'javascript:, data: and http: impression and pixels',
    ad({
      statimp: 'javascript:alert(1)',
      pixel: 'http://px.example/a||data:,x||javascript:alert(1)||vbscript:x',
    }),
    'network',
  ],
  ['a hostile timestamp', ad({ timestamp: '"><script>alert(1)</script>' }), 'network'],
  [
    'bidi overrides and zero-width characters in text',
    ad({ company: '\u202eevil\u200b', description: 'a\u2028b\u0000c' }),
    'network',
  ],
  ['a megabyte of description and company', ad({ company: MEGABYTE, description: MEGABYTE }), 'network'],
  ['a 10 000-character URL', ad({ statlink: `https://srv.example/${'a'.repeat(10000)}` }), 'fallback'],
  [
    '10 000 ads, none usable',
    ok({ ads: Array.from({ length: 10000 }, () => ({ ...GOOD_AD, statlink: 'http://x' })) }),
    'fallback',
  ],
  ['10 000 ads, the first usable', ok({ ads: Array.from({ length: 10000 }, () => GOOD_AD) }), 'network'],
  [
    'a __proto__ key',
    () => Promise.resolve(textResponse(`{"__proto__":{"ads":[${JSON.stringify(GOOD_AD)}]}}`)),
    'fallback',
  ],
  ['deeply nested JSON', text(`${'['.repeat(5000)}${']'.repeat(5000)}`), 'fallback'],
  ['an answer slower than the timeout', () => new Promise(() => undefined), 'fallback'],
  [
    'a body that never finishes',
    () => Promise.resolve({ ok: true, status: 200, text: () => new Promise<string>(() => undefined) }),
    'fallback',
  ],
  [
    'a body that fails to read',
    () => Promise.resolve({ ok: true, status: 200, text: () => Promise.reject(new Error('reset')) }),
    'fallback',
  ],
  ['a response that is null', () => Promise.resolve(null as unknown as FeedResponse), 'fallback'],
  [
    'a response without text()',
    () => Promise.resolve({ ok: true, status: 200 } as unknown as FeedResponse),
    'fallback',
  ],
  ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), 'fallback'],
  ['a thrown non-error', () => Promise.reject('boom'), 'fallback'],
];

let restoreLayout: () => void;
let gtag: jest.Mock;

beforeEach(() => {
  restoreLayout = stubLayout();
  gtag = jest.fn();
  window.gtag = gtag;
  delete (window as { __pwned?: unknown }).__pwned;
});

afterEach(() => {
  restoreLayout();
  Reflect.deleteProperty(window, 'gtag');
});

/** Every URL the slot would make the browser load or navigate to. */
function urlsIn(root: Element): string[] {
  const urls: string[] = [];
  root
    .querySelectorAll('[src], [href], [srcset], [action], [formaction], [poster], [data]')
    .forEach((element) => {
      for (const attribute of ['src', 'href', 'srcset', 'action', 'formaction', 'poster', 'data']) {
        const value = element.getAttribute(attribute);
        if (value !== null) urls.push(value);
      }
    });
  return urls;
}

function isAllowedUrl(value: string): boolean {
  if (/^\/x\/ads-in-house\/[\w-]+\.svg$/.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

describe('hostile ad feed', () => {
  it('has at least 30 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES)('survives %s', async (_name, answer, expectedState) => {
    const fetchCalls: string[] = [];
    const fetch: FeedFetch = (url) => {
      fetchCalls.push(url);
      return answer();
    };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let view: ReturnType<typeof renderSlot> | undefined;
    expect(() => {
      view = renderSlot({ fetch, random: () => 0.5 });
    }).not.toThrow();
    await view!.advance(8000);
    const slot = view!.slot();

    // What the slot ends up showing.
    const state = slot.getAttribute('data-ad-state');
    if (expectedState === 'network') {
      expect(state).toBe('network');
    } else {
      expect(['house', 'support']).toContain(state);
    }
    // No crash, nothing logged.
    expect(gtag.mock.calls.filter((call) => call[2]?.eventAction === 'crash')).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    // Nothing became markup or script.
    expect(slot.querySelectorAll('script, iframe, object, embed, svg, style, form, b, input')).toHaveLength(
      0,
    );
    for (const element of Array.from(slot.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.startsWith('on')).toBe(false);
      }
    }
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
    expect(slot.querySelectorAll('img').length).toBeLessThanOrEqual(10);
    // Only allowed URLs, and only the feed itself was fetched.
    expect(urlsIn(slot).filter((url) => !isAllowedUrl(url))).toEqual([]);
    expect(new Set(fetchCalls)).toEqual(new Set([FEED_URL]));
    expect(fetchCalls.length).toBeLessThanOrEqual(10);
    // Text stays bounded.
    expect((slot.textContent ?? '').length).toBeLessThan(600);
    // The reserved height is still in place.
    expect(getComputedStyle(slot).minHeight).toBe('142px');
    view!.unmount();
  });
});
