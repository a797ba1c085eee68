import * as React from 'react';

/**
 * The anchor a click follows when it lands on a row heading (`RowAnchorHeading`), or null: clicks on a
 * link or control inside the heading (a plan mark) keep their own meaning, and so does the collapsed
 * layout's heading, whose click opens its row (it sits in the `<summary>`).
 */
function rowAnchorOfClick(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const heading = target.closest('h3.api-row-anchor');
  if (!heading || !heading.id) return null;
  if (target.closest('a, button, summary')) return null;
  return heading.id;
}

/**
 * One click listener for every row heading of an API page: the heading works as a link to its own anchor
 * (the page's query string stays, as with an in-page link). A click that ends a text selection is left
 * alone, so names can still be selected and copied.
 */
export function useRowAnchorClicks(ref: React.RefObject<HTMLElement | null>): void {
  React.useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.defaultPrevented) return;
      const id = rowAnchorOfClick(event.target);
      if (!id || !window.getSelection()?.isCollapsed) return;
      window.location.hash = id;
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [ref]);
}
