import {
  installGtag,
  isMeasurementId,
  loadGtagScript,
  sendGtagEvent,
  setGtagUserProperties,
} from '../../../src/analytics/gtag';

afterEach(() => {
  Reflect.deleteProperty(window, 'gtag');
  Reflect.deleteProperty(window, 'dataLayer');
  document.head.innerHTML = '';
});

describe('global tag function', () => {
  it('queues the arguments object on dataLayer', () => {
    const gtag = installGtag(window);
    gtag('event', 'page_view', { page_title: 'Sorting' });
    expect(window.dataLayer).toHaveLength(1);
    const entry = window.dataLayer![0] as IArguments;
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(Array.from(entry)).toEqual(['event', 'page_view', { page_title: 'Sorting' }]);
  });

  it('keeps an existing dataLayer and gtag', () => {
    window.dataLayer = ['earlier'];
    const existing = jest.fn();
    window.gtag = existing;
    expect(installGtag(window)).toBe(existing);
    expect(window.dataLayer).toEqual(['earlier']);
  });

  it('sends events and user properties through window.gtag, and does nothing without it', () => {
    expect(() => sendGtagEvent('ad', { eventAction: 'crash' })).not.toThrow();
    window.gtag = jest.fn();
    sendGtagEvent('ad', { eventAction: 'crash', eventLabel: 'in-house' });
    setGtagUserProperties({ codeVariant: 'JS' });
    expect((window.gtag as jest.Mock).mock.calls).toEqual([
      ['event', 'ad', { eventAction: 'crash', eventLabel: 'in-house' }],
      ['set', 'user_properties', { codeVariant: 'JS' }],
    ]);
  });
});

describe('Google tag script', () => {
  it('loads only for a valid measurement id', () => {
    expect(loadGtagScript(document, null)).toBe(false);
    expect(loadGtagScript(document, 'UA-1234-1')).toBe(false);
    expect(loadGtagScript(document, 'G-ABC"><script>')).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(loadGtagScript(document, 'G-5ABCDE1234')).toBe(true);
    const script = document.querySelector('script')!;
    expect(script.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-5ABCDE1234');
    expect(script.async).toBe(true);
  });

  it('validates measurement ids', () => {
    expect(isMeasurementId('G-XYZ1234567')).toBe(true);
    expect(isMeasurementId('g-xyz1234567')).toBe(false);
    expect(isMeasurementId('G-')).toBe(false);
    expect(isMeasurementId(42)).toBe(false);
  });
});
