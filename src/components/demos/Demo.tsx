/**
 * `<Demo name="BasicGrid" height={420} />`, available in every MDX page without an import. The remark
 * plugin (plugins/demos/remark.ts) adds `variants`: the build-time sources plus a `load()` that imports
 * the component as its own chunk.
 *
 * Pages import this small module; the frame itself (DemoFrame.tsx: live area, toolbar row, code) is the
 * `demo-frame` chunk, which a page load does not wait for, and in the browser the demo's texts are a file the
 * frame goes live with (`framed` below): the frame is a part that hydrates later
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
import { loadVariants, variantsAtHand } from '@site/src/demos/demoSources';
import type { BuiltDemoModule, BuiltDemoVariants, DemoProps, DemoVariants } from '@site/src/demos/types';
import HydrateLater from '@site/src/components/lazy/HydrateLater';
import type { DeferredModuleOf } from '@site/src/components/lazy/deferredModule';
import { demoFrame } from './loadFrame';

interface FramedDemo {
  frame: NonNullable<ReturnType<typeof demoFrame.loaded>>;
  variants: DemoVariants | undefined;
}

/**
 * What a frame goes live with: the frame's chunk and the demo's texts, which the browser's page module names as
 * a file instead of carrying (src/demos/demoSources.ts). Both are at hand at once on the server, and in the
 * browser once loaded, so a frame renders without waiting whenever it can.
 */
function framed(variants: BuiltDemoVariants | undefined): DeferredModuleOf<FramedDemo> {
  let value: FramedDemo | null = null;
  let loading: Promise<FramedDemo> | null = null;
  const loaded = () => {
    if (!value) {
      const frame = demoFrame.loaded();
      const atHand = variantsAtHand(variants);
      if (frame && atHand !== null) value = { frame, variants: atHand };
    }
    return value;
  };
  const load = () => {
    loading ??= Promise.all([demoFrame.load(), loadVariants(variants)]).then(
      ([frame, loadedVariants]) => (value = { frame, variants: loadedVariants }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return { load, loaded };
}

/**
 * One per demo, kept: HydrateLater's effect depends on its module, which must stay the same object across renders,
 * and the page passes a new `variants` object each render.
 */
const framedByDemo = new WeakMap<BuiltDemoModule, DeferredModuleOf<FramedDemo>>();
const withoutVariants = framed(undefined);

function framedDemo(variants: BuiltDemoVariants | undefined): DeferredModuleOf<FramedDemo> {
  const first = variants && Object.values(variants).find(Boolean);
  if (!first) return withoutVariants;
  let module = framedByDemo.get(first);
  if (!module) {
    module = framed(variants);
    framedByDemo.set(first, module);
  }
  return module;
}

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

/**
 * Which texts the frame shows: a changed demo (an edit in `npm start`) is a new file, and its frame goes live again
 * with the new texts, as HydrateLater loads only once.
 */
function textsKey(variants: BuiltDemoVariants | undefined): string {
  return Object.values(variants ?? {})
    .map((built) => (built && 'sources' in built ? built.sources : (built?.name ?? '')))
    .join(' ');
}

export default function Demo(props: DemoProps) {
  return (
    <HydrateLater
      key={textsKey(props.variants)}
      module={framedDemo(props.variants)}
      render={({ frame, variants }, kept) => {
        // The frame's code previews reuse the tokens of its server HTML: no Prism for lines already drawn.
        frame.rememberServerBlocks(kept);
        return <frame.default {...props} variants={variants} />;
      }}
      fallback={<FramePlaceholder {...props} />}
      unavailable={<FrameUnavailable {...props} />}
    />
  );
}
