/**
 * `<Demo name="BasicGrid" height={420} />`, available in every MDX page without an import. The remark
 * plugin (plugins/demos/remark.ts) adds `variants`: the build-time sources plus a `load()` that imports
 * the component as its own chunk.
 *
 * Pages import this small module; the frame itself (DemoFrame.tsx: live area, toolbar row, code) is the
 * `demo-frame` chunk, which a page load does not wait for: the frame is a part that hydrates later
 * (src/components/lazy/HydrateLater.tsx). The server renders the whole frame in place; a page that hydrates
 * keeps each frame's server HTML as it is, not hydrated, and requests the chunk once the page has hydrated;
 * when it has arrived, the frame is rendered live in place of the identical kept HTML. (A lazily hydrated
 * Suspense boundary would not do: Docusaurus changes a context value right after hydration, `useIsBrowser`,
 * and React then throws a boundary still waiting for its code away and shows its fallback.) After hydration
 * the chunk is also loaded in an idle moment (`preloadDemoFrameWhenIdle` in ./loadFrame.ts, from
 * src/theme/Root.tsx), so a page reached by a link renders its frames at once.
 */
import * as React from 'react';
import { DEMO_TOOLBAR_HEIGHT } from '@site/src/demos/frameLayout';
import type { DemoProps } from '@site/src/demos/types';
import HydrateLater from '@site/src/components/lazy/HydrateLater';
import { demoFrame } from './loadFrame';

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
    <HydrateLater
      module={demoFrame}
      render={(frame, kept) => {
        // The frame's code previews reuse the tokens of its server HTML: no Prism for lines already drawn.
        frame.rememberServerBlocks(kept);
        return <frame.default {...props} />;
      }}
      fallback={<FramePlaceholder {...props} />}
      unavailable={<FrameUnavailable {...props} />}
    />
  );
}
