import { checkFeedUrl, validateOptions as validateAdSlot } from '../../../plugins/ad-slot';
import { validateOptions as validateAnalytics } from '../../../plugins/analytics';
import { iconFontTags, validateOptions as validateIconFont } from '../../../plugins/icon-font';

// The plugins' validators ignore Docusaurus's Joi helper; a stub keeps the call shape.
const validate = jest.fn();

describe('ad-slot plugin options', () => {
  it('fills defaults, including the id Docusaurus needs', () => {
    expect(validateAdSlot({ validate, options: {} })).toEqual({
      feedUrl: 'https://srv.buysellads.com/ads/CE7DC23W.json',
      enabled: true,
      displayRatio: 0.1,
      id: 'default',
    });
  });

  it('accepts https feeds and http only on loopback hosts', () => {
    expect(checkFeedUrl('https://feed.example/ads.json')).toBe('https://feed.example/ads.json');
    expect(checkFeedUrl('http://127.0.0.1:4561/ads.json')).toBe('http://127.0.0.1:4561/ads.json');
    expect(checkFeedUrl('http://localhost:4561/ads.json')).toBe('http://localhost:4561/ads.json');
    for (const bad of ['http://feed.example/ads.json', 'javascript:alert(1)', 'ads.json', '', 42]) {
      expect(() => checkFeedUrl(bad)).toThrow('ad-slot: feedUrl must be an https URL');
    }
  });

  it('rejects an out-of-range display ratio and a non-boolean flag', () => {
    expect(() => validateAdSlot({ validate, options: { displayRatio: 2 } })).toThrow('displayRatio');
    expect(() => validateAdSlot({ validate, options: { enabled: 'yes' as unknown as boolean } })).toThrow(
      'enabled',
    );
  });
});

describe('analytics plugin options', () => {
  it('defaults to no measurement id and the 0.01% web-vitals ratio', () => {
    expect(validateAnalytics({ validate, options: {} })).toEqual({
      measurementId: null,
      webVitalsRatio: 0.0001,
      id: 'default',
    });
  });

  it('rejects a malformed measurement id or ratio', () => {
    expect(() => validateAnalytics({ validate, options: { measurementId: 'UA-1' } })).toThrow(
      'measurementId',
    );
    expect(() => validateAnalytics({ validate, options: { webVitalsRatio: -0.1 } })).toThrow(
      'webVitalsRatio',
    );
  });
});

describe('icon-font plugin', () => {
  it('adds a non-blocking stylesheet with a no-script fallback', () => {
    const [link, noscript] = iconFontTags('https://fonts.example/css?a=1&b=2');
    expect(link).toEqual({
      tagName: 'link',
      attributes: {
        rel: 'stylesheet',
        href: 'https://fonts.example/css?a=1&b=2',
        media: 'print',
        onload: "this.media='all'",
        'data-icon-font': 'true',
      },
    });
    expect(noscript).toBe(
      '<noscript><link rel="stylesheet" href="https://fonts.example/css?a=1&amp;b=2"></noscript>',
    );
  });

  it('accepts only https stylesheets', () => {
    expect(validateIconFont({ validate, options: {} }).href).toBe(
      'https://fonts.googleapis.com/icon?family=Material+Icons&display=block',
    );
    expect(() => validateIconFont({ validate, options: { href: 'http://fonts.example/x.css' } })).toThrow(
      'https',
    );
  });
});
