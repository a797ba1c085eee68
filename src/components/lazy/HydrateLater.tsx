/**
 * A part of the page whose code is not needed to hydrate it: the server renders it in place, a page that
 * hydrates keeps the server's HTML of it as it is (not hydrated), requests the part's chunk once the page has
 * hydrated, and then renders the part live in place of the identical kept HTML. A page rendered on the client
 * (reached by a link) shows `fallback` until the chunk is here, when it was not loaded before.
 *
 * Used for the demo frames (src/components/demos/Demo.tsx, which says why not a lazily hydrated Suspense
 * boundary) and for the API pages' import snippet and layout buttons (src/components/api/ApiPageTools.tsx),
 * which would otherwise bring the code block and MUI's toggle buttons into the page's JavaScript before it
 * hydrates, and for fenced code (src/components/code/DeferredCodeBlock.tsx). The chunk itself is a
 * `deferredModule` (./deferredModule.ts).
 */
import * as React from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { afterHydration } from '@site/src/browser/hydration';
import { takeMountTurn } from '@site/src/demos/mountQueue';
import type { DeferredModuleOf } from './deferredModule';

/**
 * The shell's state: `server` in the server's HTML and while it is kept, `pending` while a page rendered on
 * the client shows the fallback, `live` once React renders the part, `unavailable` when its code could not be
 * loaded (the browser tests wait for no shell to be `server` or `pending`: tests/browser/support.ts).
 */
const STATE_ATTRIBUTE = 'data-hydrate-later';

/**
 * The server HTML of the parts kept while their page hydrated, by their `remember` key: theme-classic's Tabs
 * remount their panels right after hydration, and a part mounted again with the same key shows this HTML
 * until its chunk is here, then goes live from it as from a kept part. It is the site's own server output,
 * read back from the document the page was loaded with.
 */
const rememberedHtml = new Map<string, string>();

/** The element around the part, on the server and in both ways of rendering it; it takes no box of its own. */
const SHELL_STYLE = { display: 'contents' } as const;

export default function HydrateLater<M>({
  module,
  render,
  fallback,
  unavailable = fallback,
  remember,
}: {
  module: DeferredModuleOf<M>;
  /**
   * The live part; `kept` is the element that held its server HTML when the page hydrated (null otherwise),
   * for a part that reuses some of it (the import snippet reuses its tokens, ApiPageTools.tsx).
   */
  render: (module: M, kept: Element | null) => React.ReactNode;
  /** Shown on a page rendered on the client until the chunk is here. */
  fallback: React.ReactNode;
  /** Shown when the chunk cannot be loaded (offline, a deploy replaced it): the page stays. Default: `fallback`. */
  unavailable?: React.ReactNode;
  /** What the part shows, as a key: a part mounted again after its kept twin shows that twin's HTML (`rememberedHtml`). */
  remember?: string;
}) {
  const isBrowser = useIsBrowser();
  // Only the render that hydrates the server's HTML keeps it, and only while the part's code is missing.
  const [kept, setKept] = React.useState(
    () => ExecutionEnvironment.canUseDOM && !isBrowser && !module.loaded(),
  );
  const [loaded, setLoaded] = React.useState(() => module.loaded());
  // A part mounted again after hydration, before its chunk is here, where a kept twin left its HTML.
  const [restored, setRestored] = React.useState(() =>
    !kept && !loaded && remember !== undefined && ExecutionEnvironment.canUseDOM
      ? (rememberedHtml.get(remember) ?? null)
      : null,
  );
  const [failed, setFailed] = React.useState(false);
  const ref = React.useRef<HTMLDivElement | null>(null);
  // The kept element as it was when the part went live (React removes it then).
  const [keptElement, setKeptElement] = React.useState<Element | null>(null);
  React.useLayoutEffect(() => {
    // Rendered afresh, not hydrated (after a hydration error above): nothing to keep.
    if (kept && ref.current && !ref.current.hasChildNodes()) setKept(false);
    else if (kept && ref.current && remember !== undefined)
      rememberedHtml.set(remember, ref.current.innerHTML);
  }, [kept, remember]);
  // The turn this part holds in the mount queue while it goes live, given back once that has rendered.
  const release = React.useRef<(() => void) | null>(null);
  React.useEffect(() => {
    if (loaded) return undefined;
    let active = true;
    const done = async () => {
      if (!active) return;
      // One part goes live per turn (src/demos/mountQueue.ts), as demos mount: the parts of a page wait for
      // the same chunk and would otherwise all render in one task (97 ms on the DataGrid API page under
      // Lighthouse's 4× CPU throttling: its import block and each section's layout buttons).
      const giveBack = await takeMountTurn();
      if (!active) {
        giveBack();
        return;
      }
      release.current = giveBack;
      if ((kept || restored !== null) && ref.current) setKeptElement(ref.current.cloneNode(true) as Element);
      const value = module.loaded();
      setLoaded(value);
      setFailed(value === null);
      setKept(false);
      setRestored(null);
    };
    (kept ? afterHydration() : Promise.resolve()).then(module.load).then(done, done);
    return () => {
      active = false;
      release.current?.();
      release.current = null;
    };
  }, [kept, restored, loaded, module]);
  React.useLayoutEffect(() => {
    if (!loaded && !failed) return;
    release.current?.();
    release.current = null;
  }, [loaded, failed]);
  const liveRef = React.useRef<HTMLDivElement | null>(null);
  const state = loaded ? 'live' : failed ? 'unavailable' : 'pending';
  React.useLayoutEffect(() => {
    // Set here, not as a prop: a shell hydrated live keeps the server's value of a prop.
    if (!kept && restored === null) liveRef.current?.setAttribute(STATE_ATTRIBUTE, state);
  }, [kept, restored, state]);
  if (kept) {
    return (
      <div
        key="kept"
        ref={ref}
        style={SHELL_STYLE}
        {...{ [STATE_ATTRIBUTE]: 'server' }}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  if (restored !== null) {
    return (
      <div
        key="restored"
        ref={ref}
        style={SHELL_STYLE}
        {...{ [STATE_ATTRIBUTE]: 'pending' }}
        dangerouslySetInnerHTML={{ __html: restored }}
      />
    );
  }
  return (
    <div
      key="live"
      ref={liveRef}
      style={SHELL_STYLE}
      {...{ [STATE_ATTRIBUTE]: ExecutionEnvironment.canUseDOM ? state : 'server' }}
      suppressHydrationWarning
    >
      {loaded ? render(loaded, keptElement) : failed ? unavailable : fallback}
    </div>
  );
}
