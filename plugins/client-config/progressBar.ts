/**
 * theme-classic's route progress bar (`lib/nprogress.js`, a client module every page evaluates), with the bar's
 * library loaded on the first client-side navigation instead of in the main bundle (1.6 KB gzip there; a page
 * reached by a link or reloaded never shows the bar). Same behaviour otherwise: the bar starts when a navigation
 * to another path has taken 200 ms, and ends when the new route is shown. Its style sheet stays in the site's CSS.
 */
import type { ClientModule } from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

type ProgressBar = (typeof import('nprogress'))['default'];

/** As theme-classic waits before showing the bar. */
export const PROGRESS_BAR_DELAY_MS = 200;

let progressBar: Promise<ProgressBar | null> | undefined;

/** The bar's library, loaded once; a failed load (offline) gives no bar and no error. */
function loadProgressBar(): Promise<ProgressBar | null> {
  progressBar ??= import('nprogress').then(
    ({ default: nprogress }) => {
      nprogress.configure({ showSpinner: false });
      return nprogress;
    },
    () => null,
  );
  return progressBar;
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    // Docusaurus calls the returned function when the new route is shown, just before onRouteDidUpdate: a bar
    // whose library arrives after that must not start.
    let shown = false;
    const timer = window.setTimeout(() => {
      void loadProgressBar().then((bar) => {
        if (!shown) bar?.start();
      });
    }, PROGRESS_BAR_DELAY_MS);
    return () => {
      shown = true;
      window.clearTimeout(timer);
    };
  },
  onRouteDidUpdate() {
    // Only once loaded: a navigation faster than the delay never loads the library.
    void progressBar?.then((bar) => bar?.done());
  },
};

export default clientModule;
