/**
 * Content React renders on the server and on client-side navigations, but that a page hydrated from the
 * server's HTML keeps as that HTML, not hydrated, until `live` turns true (the reader starts using it). An API
 * page's rows are up to ~4,000 elements (the DataGrid page); hydrating them was most of the page's script
 * time on load, for rows that are only read (maintainers/performance.md, "API rows kept as server HTML").
 *
 * React keeps an element's server content when the element is given empty inner HTML while hydrating (the
 * technique src/components/code/HighlightedCode.tsx uses for code tokens). Each way of rendering has its own
 * key, so switching to `live` replaces the kept element instead of patching it. The kept HTML's links were
 * written by Docusaurus's Link on the server; one set of handlers gives them Link's in-app navigation,
 * loading the target on intent (useIntentNavigationWithin).
 */
import * as React from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useIntentNavigationWithin } from '@site/src/components/sidebar/intentNavigation';

export default function KeepServerHtml({
  live,
  className,
  children,
}: {
  /** Render `children` with React from now on (once true, it stays so). */
  live: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const isBrowser = useIsBrowser();
  // Only the render that hydrates the server's HTML keeps it; the server and later mounts render children.
  const [kept, setKept] = React.useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  if (kept && live) setKept(false);
  const ref = React.useRef<HTMLDivElement | null>(null);
  React.useLayoutEffect(() => {
    // React rendered this afresh while hydrating (it does after a hydration error above): nothing to keep.
    if (kept && ref.current && !ref.current.hasChildNodes()) setKept(false);
  }, [kept]);
  const handlers = useIntentNavigationWithin();
  if (!kept) {
    return (
      <div key="live" className={className}>
        {children}
      </div>
    );
  }
  return (
    <div
      key="kept"
      ref={ref}
      className={className}
      {...handlers}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
