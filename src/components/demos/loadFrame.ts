/**
 * The demo frame's chunk (`demo-frame`, src/components/demos/DemoFrame.tsx), shared by the `<Demo>` wrapper
 * each page with demos imports and by src/theme/Root.tsx, which loads it in an idle moment after hydration.
 * A module of its own so that the site's entry carries only these few lines, not the wrapper.
 */
import { whenIdle } from '@site/src/browser/idle';
import { deferredModule } from '@site/src/components/lazy/deferredModule';

export const demoFrame = deferredModule(() => import(/* webpackChunkName: "demo-frame" */ './DemoFrame'));

/** After hydration, in an idle moment: the frame's chunk, for the pages with demos a reader goes to next. */
export function preloadDemoFrameWhenIdle(win: Window): () => void {
  return whenIdle(win, () => {
    // A failed preload is tried again by the first frame that needs the chunk.
    demoFrame.load().catch(() => undefined);
  });
}
