// Build-time settings the browser tests rely on (local feeds, sampling ratios); see README.
export function testBuildEnv() {
  return {
    DOCS_TEST_BUILD: 'true',
    // Ads: the browser tests run their own feed on this loopback port (tests/browser/adFeedServer.ts).
    DOCS_AD_FEED_URL: 'http://127.0.0.1:4561/ads.json',
    // Service worker: the SW test serves the same build on this host; every other host must not register.
    DOCS_PRODUCTION_HOST: '127.0.0.1:4562',
    // Analytics: every test visit reports web vitals.
    DOCS_WEB_VITALS_RATIO: '1',
  };
}
