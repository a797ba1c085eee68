/**
 * `<Demo name="BasicGrid" height={420} />`, available in every MDX page without an import. The remark
 * plugin (plugins/demos/remark.ts) adds `variants`: the build-time sources plus a `load()` that imports
 * the component as its own chunk.
 *
 * Pages import this small module; the frame itself (DemoFrame.tsx: live area, toolbar row, code) is the
 * `demo-frame` chunk, which a page load does not wait for. The server renders the whole frame. A page that
 * hydrates keeps each frame's server HTML as it is, not hydrated (the way KeepServerHtml keeps API rows), and
 * requests the chunk once the page has hydrated; when it has arrived, the frame is rendered live in place of
 * the identical kept HTML. (A lazily hydrated Suspense boundary would not do: Docusaurus changes a context
 * value right after hydration, `useIsBrowser`, and React then throws a boundary still waiting for its code
 * away and shows its fallback.) After hydration the chunk is also loaded in an idle moment
 * (`preloadDemoFrameWhenIdle` in ./loadFrame.ts, from src/theme/Root.tsx), so a page reached by a link renders its frames at
 * once.
 */
import * as React from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { afterHydration } from '@site/src/browser/hydration';
import { DEMO_TOOLBAR_HEIGHT } from '@site/src/demos/frameLayout';
import type { DemoProps } from '@site/src/demos/types';
import { loadDemoFrame, loadedDemoFrame, type FrameModule } from './loadFrame';

/** Stands in for the frame when its chunk could not be loaded (offline, a deploy replaced it): the page stays. */
function FrameUnavailable({ name, height }: DemoProps) {
  return (
    <div className="demo" data-demo={name} data-demo-live="" style={{ margin: '24px 0' }}>
      <div role="alert" style={{ minHeight: height, padding: 16, border: '1px solid', borderRadius: 12 }}>
        The demo “{name}” could not be loaded. Reload the page to try again.
      </div>
    </div>
  );
}

// Once loaded, the frame renders at once: React reads a thenable that has already answered without waiting
// (a Suspense fallback there would show an empty box, then the frame and its code, and the page would move).
const LazyFrame = React.lazy(() => {
  const loaded = loadedDemoFrame();
  if (loaded) {
    return {
      then: (resolve: (module: FrameModule) => void) => resolve(loaded),
    } as unknown as Promise<FrameModule>;
  }
  return loadDemoFrame().catch(() => ({ default: FrameUnavailable }) as unknown as FrameModule);
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

/** The element around a frame, on the server and in both ways of rendering it; it takes no box of its own. */
const SHELL_STYLE = { display: 'contents' } as const;

export default function Demo(props: DemoProps) {
  const isBrowser = useIsBrowser();
  const serverFrame = ExecutionEnvironment.canUseDOM ? null : loadedDemoFrame();
  // Only the render that hydrates the server's HTML keeps it, and only while the frame's code is missing.
  const [kept, setKept] = React.useState(
    () => ExecutionEnvironment.canUseDOM && !isBrowser && !loadedDemoFrame(),
  );
  const ref = React.useRef<HTMLDivElement | null>(null);
  React.useLayoutEffect(() => {
    // Rendered afresh, not hydrated (a client-side render, or after a hydration error above): nothing to keep.
    if (kept && ref.current && !ref.current.hasChildNodes()) setKept(false);
  }, [kept]);
  React.useEffect(() => {
    if (!kept) return undefined;
    let active = true;
    const live = () => {
      if (active) setKept(false);
    };
    afterHydration().then(loadDemoFrame).then(live, live);
    return () => {
      active = false;
    };
  }, [kept]);
  if (serverFrame) {
    // The server's HTML: the frame in place (./loadFrame.ts says why not behind Suspense).
    return (
      <div style={SHELL_STYLE}>
        <serverFrame.default {...props} />
      </div>
    );
  }
  if (kept) {
    return (
      <div
        key="kept"
        ref={ref}
        style={SHELL_STYLE}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="live" style={SHELL_STYLE}>
      <React.Suspense fallback={<FramePlaceholder {...props} />}>
        <LazyFrame {...props} />
      </React.Suspense>
    </div>
  );
}
