/**
 * Loading the demo frame's chunk (`demo-frame`, src/components/demos/DemoFrame.tsx), shared by the `<Demo>`
 * wrapper each page with demos imports and by src/theme/Root.tsx, which loads it in an idle moment after
 * hydration. A module of its own so that the site's entry carries only these few lines, not the wrapper.
 */
import { whenIdle } from '@site/src/browser/idle';

export type FrameModule = typeof import('./DemoFrame');

let frameModule: FrameModule | null = null;
let frameLoading: Promise<FrameModule> | null = null;

/** The frame's module once its chunk has loaded, else null. */
export function loadedDemoFrame(): FrameModule | null {
  return frameModule;
}

/** Loads the frame's chunk once; later calls share that load, and a failed one is tried again. */
export function loadDemoFrame(): Promise<FrameModule> {
  frameLoading ??= import(/* webpackChunkName: "demo-frame" */ './DemoFrame').then(
    (module) => {
      frameModule = module;
      return module;
    },
    (error: unknown) => {
      frameLoading = null;
      throw error;
    },
  );
  return frameLoading;
}

/** After hydration, in an idle moment: the frame's chunk, for the pages with demos a reader goes to next. */
export function preloadDemoFrameWhenIdle(win: Window): () => void {
  return whenIdle(win, () => {
    // A failed preload is tried again by the first frame that needs the chunk.
    loadDemoFrame().catch(() => undefined);
  });
}

// On the server the frame is rendered in place, never behind a Suspense boundary: React streams a large
// completed boundary apart from the page (a hidden copy at the end and a script to move it), which readers
// without JavaScript and the built HTML's checks would not see in place. The server bundle holds the frame's
// module, so it is ready long before the first page renders.
if (typeof window === 'undefined') loadDemoFrame().catch(() => undefined);
