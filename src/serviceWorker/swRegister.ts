/**
 * Service-worker registration (plugin-pwa's `swRegister` client module). Only the production docs host
 * (build-time DOCS_PRODUCTION_HOST, matched against `location.host`) registers `<baseUrl>sw.js`, through the
 * plugin's own registration code, loaded on demand. Every other host skips registration and removes a
 * registration left for the docs scope, so preview and local hosts never keep a stale worker.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import { systemClock } from '../ads/clock';
import { isProductionHost, reloadWhenUpdated, removeScopeRegistrations } from './updateFlow';
import { getStorage } from '../storage/browserStorage';

/** While the tab is visible, look for a new deploy this often (navigations also trigger a check). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

function checkForUpdatesPeriodically(container: ServiceWorkerContainer): void {
  window.setInterval(() => {
    if (document.visibilityState === 'visible') {
      container
        .getRegistration(siteConfig.baseUrl)
        .then((registration) => registration?.update())
        .catch(() => undefined);
    }
  }, UPDATE_CHECK_INTERVAL_MS);
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  const container = navigator.serviceWorker;
  if (isProductionHost(window.location.host, siteConfig.customFields?.productionHost)) {
    reloadWhenUpdated(container, {
      hasFocus: () => document.hasFocus(),
      reload: () => window.location.reload(),
      clock: systemClock,
      now: () => Date.now(),
      storage: getStorage('sessionStorage'),
    });
    import('@docusaurus/plugin-pwa/lib/registerSw.js').catch((error: unknown) =>
      console.error('MUI X docs: the service worker could not be registered.', error),
    );
    checkForUpdatesPeriodically(container);
  } else {
    void removeScopeRegistrations(container, new URL(siteConfig.baseUrl, window.location.origin).href);
  }
}
