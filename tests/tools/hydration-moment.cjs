// "Until hydration", measured the same way by the budgets test and by `npm run figures`/`npm run bench`
// (maintainers/performance.md, "Budgets"). Both functions run in the page (Playwright serialises them), so they stay plain JS.
'use strict';

/**
 * An init script: records `window.__hydratedAt` when Docusaurus marks the page hydrated. It observes the
 * document, not its root: the parser replaces the root element present when an init script runs.
 */
function recordHydrationMoment() {
  new MutationObserver((_, observer) => {
    if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
    window.__hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
}

/**
 * In the page, once its downloads have ended: the URLs of the scripts it had started to load when it
 * hydrated, without `<link rel="prefetch">` downloads of linked pages (initiator `link`).
 * @returns {string[]}
 */
function scriptsStartedBeforeHydration() {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime <= window.__hydratedAt && entry.initiatorType !== 'link')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.endsWith('.js'));
}

module.exports = { recordHydrationMoment, scriptsStartedBeforeHydration };
