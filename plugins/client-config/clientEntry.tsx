/**
 * The production client build's entry: Docusaurus's `lib/client/clientEntry.js`, replaced by
 * ./replace-loader.cjs (option `stagedStart`), doing the same thing — `window.docusaurus`, the route's chunks,
 * then hydration in a transition — with the main bundle's modules evaluated over several tasks instead of one.
 *
 * Docusaurus's entry imports the whole app statically, so the browser evaluates every module of the main bundle
 * (React DOM, the client modules, the route table, the MUI theme and shell) in the single task that runs the
 * script: 216–263 ms under Lighthouse's 4× CPU throttling on every page, most of the text page's Total Blocking
 * Time (maintainers/performance.md, "Start-up work"). Here the same modules are imported one group per task, in
 * the order the static imports would evaluate them, so each module still runs once and in the same order; only
 * the browser gets a turn between groups (input, paint, the network). The route's own modules come last.
 *
 * Each `import()` below is eager: the module stays in the main bundle and the promise only defers its
 * evaluation (no chunk, no request).
 */
import React, { startTransition } from 'react';
// Small, and needed by the last step only: evaluated with the entry.
import { HelmetProvider } from 'react-helmet-async';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';
import { nextTask } from '../../src/browser/nextTask';
import { type LoadScript, SCRIPTS_PER_TASK, spreadScriptInsertions } from './scriptQueue';

/** The bundler's runtime (Rspack and webpack both name it so in module code). */
declare const __webpack_require__: { l?: LoadScript } | undefined;

/**
 * The main bundle's modules, one group per task, in the order App's static imports evaluate them: React DOM,
 * the client modules, the route table, the theme's root (Emotion, MUI's styling core, the site's settings
 * providers), the theme provider. Each group took 40–85 ms under 4× throttling when measured. An `import()`
 * gives the module's whole namespace, which would keep every export of a package index in the bundle:
 * `webpackExports` names one the site uses anyway, so the bundler still drops the unused ones.
 */
const STAGES: Array<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@generated/routes'),
  () => import(/* webpackMode: "eager", webpackExports: ["ThemeContext"] */ '@emotion/react'),
  () => import(/* webpackMode: "eager", webpackExports: ["ThemeProvider"] */ '@mui/material/styles'),
  () =>
    import(
      /* webpackMode: "eager", webpackExports: ["ThemeSettingsProvider"] */ '@site/src/settings/ThemeSettingsProvider'
    ),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@theme/Root'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@theme/ThemeProvider'),
];

/** The runtime's chunk scripts inserted a few per task from now on (./scriptQueue.ts). */
function spreadChunkScripts(): void {
  if (typeof __webpack_require__ === 'undefined' || typeof __webpack_require__?.l !== 'function') return;
  __webpack_require__.l = spreadScriptInsertions(__webpack_require__.l, SCRIPTS_PER_TASK, nextTask);
}

async function start(): Promise<void> {
  spreadChunkScripts();
  window.docusaurus = docusaurus;
  for (const stage of STAGES) {
    await nextTask();
    await stage();
  }
  await nextTask();
  // Then the route's own modules: react-loadable asks for their chunks and evaluates each as it arrives.
  // Destructured where it is imported, so the bundler sees the one export used (a `webpackExports` here is
  // reported as useless).
  const { default: preload } = await import(
    /* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload.js'
  );
  const routeReady = preload(window.location.pathname);
  await nextTask();
  const [{ default: ReactDOM }, { default: App }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager", webpackExports: ["default"] */ '@docusaurus/core/lib/client/App.js'),
  ]);
  await routeReady;
  const routed =
    siteConfig.future.experimental_router === 'hash' ? (
      <HashRouter>
        <App />
      </HashRouter>
    ) : (
      <BrowserRouter>
        <App />
      </BrowserRouter>
    );
  const app = <HelmetProvider>{routed}</HelmetProvider>;
  const container = document.getElementById('__docusaurus');
  startTransition(() => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    // Docusaurus's own handler, kept: recoverable errors (a hydration mismatch among them) reach the console.
    const onRecoverableError = (error: unknown, errorInfo: unknown) => {
      console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
    };
    if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container!, app, { onRecoverableError });
    } else {
      window.docusaurusRoot = ReactDOM.createRoot(container!, { onRecoverableError });
      window.docusaurusRoot.render(app);
    }
  });
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  start().catch((error: unknown) => {
    // As an error thrown while the entry script ran: an uncaught error the page's error handlers see.
    setTimeout(() => {
      throw error;
    });
  });
}
