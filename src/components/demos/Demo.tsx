/**
 * `<Demo name="BasicGrid" height={420} />`, available in every MDX page without an import. The remark
 * plugin (plugins/demos/remark.ts) adds `variants`: the build-time sources plus a `load()` that imports
 * the component as its own chunk.
 *
 * Pages import this small module; the frame itself (DemoFrame.tsx: live area, toolbar row, code) is the
 * `demo-frame` chunk, which a page load does not wait for. The server HTML holds the whole frame; on a page
 * load the article hydrates first and each frame, inside its own Suspense boundary, keeps its server HTML
 * until the chunk (requested once the page has hydrated) has arrived, then hydrates. After hydration the chunk is loaded in an idle moment
 * (`preloadDemoFrameWhenIdle`, from src/theme/Root.tsx), so a page reached by a link renders its frames at
 * once. The frame reads the reader's code settings from a store, never from a changing context value
 * (src/settings/codeSettingsStore.ts), so nothing forces a frame waiting to hydrate to render afresh.
 */
import * as React from 'react';
import { whenIdle } from '@site/src/browser/idle';
import { DEMO_TOOLBAR_HEIGHT } from '@site/src/demos/frameLayout';
import type { DemoProps } from '@site/src/demos/types';

type FrameModule = typeof import('./DemoFrame');

let frameModule: FrameModule | null = null;
let frameLoading: Promise<FrameModule> | null = null;

/** Loads the frame's chunk once; later calls share that load. */
export function loadDemoFrame(): Promise<FrameModule> {
  frameLoading ??= import(/* webpackChunkName: "demo-frame" */ './DemoFrame').then((module) => {
    frameModule = module;
    return module;
  });
  return frameLoading;
}

/**
 * Resolves once the page has hydrated: Docusaurus marks it with `<html data-has-hydrated="true">`
 * (@docusaurus/core's HasHydratedDataAttribute; every browser suite waits on it too).
 * On the server, at once. The frame's chunk is requested from then on, so it never competes with hydration.
 */
function afterHydration(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const html = document.documentElement;
  const hydrated = () => html.getAttribute('data-has-hydrated') === 'true';
  if (hydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-has-hydrated'] });
  });
}

/** After hydration, in an idle moment: the frame's chunk, for the pages with demos a reader goes to next. */
export function preloadDemoFrameWhenIdle(win: Window): () => void {
  return whenIdle(win, () => {
    loadDemoFrame().catch(() => {
      // A failed preload is retried by the first frame that needs the chunk.
      frameLoading = null;
    });
  });
}

/** Stands in for the frame when its chunk could not be loaded (offline, a deploy replaced it): the page stays. */
function FrameUnavailable({ name, height }: DemoProps) {
  return (
    <div className="demo" data-demo={name} style={{ margin: '24px 0' }}>
      <div role="alert" style={{ minHeight: height, padding: 16, border: '1px solid', borderRadius: 12 }}>
        The demo “{name}” could not be loaded. Reload the page to try again.
      </div>
    </div>
  );
}

// Once loaded, the frame renders at once: React reads a thenable that has already answered without waiting
// (a Suspense fallback there would show an empty box, then the frame and its code, and the page would move).
const LazyFrame = React.lazy(() => {
  if (frameModule) {
    const loaded = frameModule;
    return {
      then: (resolve: (module: FrameModule) => void) => resolve(loaded),
    } as unknown as Promise<FrameModule>;
  }
  return afterHydration()
    .then(loadDemoFrame)
    .catch(() => ({ default: FrameUnavailable }) as unknown as FrameModule);
});

/** What the frame reserves before its chunk arrives on a page reached by a link: live area and toolbar row. */
function FramePlaceholder({ name, height, hideToolbar }: DemoProps) {
  return (
    <div
      className="demo"
      data-demo={name}
      data-demo-mounted="false"
      data-demo-placeholder
      style={{ margin: '24px 0' }}
    >
      <div style={{ minHeight: height + (hideToolbar ? 0 : DEMO_TOOLBAR_HEIGHT) }} />
    </div>
  );
}

export default function Demo(props: DemoProps) {
  return (
    <React.Suspense fallback={<FramePlaceholder {...props} />}>
      <LazyFrame {...props} />
    </React.Suspense>
  );
}
