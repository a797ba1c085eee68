import * as React from 'react';

/** How far below (and above) the viewport a demo starts loading. */
export const DEMO_ROOT_MARGIN = '300px 0px';

/**
 * True once the element comes within `rootMargin` of the viewport, and stays true. Where
 * IntersectionObserver is missing, it is true at once so the demo still appears.
 */
export function useNearViewport(
  ref: React.RefObject<Element | null>,
  rootMargin = DEMO_ROOT_MARGIN,
): boolean {
  const [near, setNear] = React.useState(false);
  React.useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
