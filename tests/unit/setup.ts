import { configure } from '@testing-library/dom';

// `npm test` runs these tests niced beside the production build (tests/tools/run-all.mjs, "Two lanes" in
// maintainers/testing.md). There, the first import of a lazily loaded part (a menu, the live editor) is
// compiled while the test waits for it, and once took longer than Testing Library's 1 s default (the
// language menu test in CI, stop 40). A `findBy…` still returns as soon as the element appears; this is
// only how long it may wait before failing, and stays under the 20 s test timeout (tests/jest.unit.config.js).
configure({ asyncUtilTimeout: 10_000 });

// Browser APIs jsdom lacks, stubbed so components that use them can mount in unit tests.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('IntersectionObserver' in window)) {
    class NoopIntersectionObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = NoopIntersectionObserver;
  }
}
