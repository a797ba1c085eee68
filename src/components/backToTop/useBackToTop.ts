import * as React from 'react';
import { useLocationChange, useScrollController } from '@docusaurus/theme-common/internal';

/**
 * When the back-to-top button shows: while the reader scrolls up, further down than `threshold` and not at the
 * end of the page; it hides as soon as they scroll down again or jump to an anchor.
 *
 * The scroll position is read in scroll events only. Docusaurus's own hook also reads it while rendering and when
 * mounting, and its smooth scroll reads the root's computed style while rendering; on a page that has just
 * hydrated, those reads make the browser lay the whole page out inside the hydration task (20–80 ms of it under
 * Lighthouse's 4× CPU throttling, maintainers/performance.md, "Start-up work"). The first scroll event only
 * records where the page is, as a mount did before. The way back up is the browser's own smooth scroll, which
 * the reader's own scrolling interrupts, and an instant jump for readers who ask for reduced motion.
 */
export function useBackToTop(threshold: number): { shown: boolean; scrollToTop: () => void } {
  const [shown, setShown] = React.useState(false);
  const { scrollEventsEnabledRef } = useScrollController();
  const jumpedToAnchor = React.useRef(false);

  React.useEffect(() => {
    let last: number | undefined;
    const onScroll = () => {
      if (!scrollEventsEnabledRef.current) return;
      const top = window.scrollY;
      const previous = last;
      last = top;
      if (!previous) return;
      if (jumpedToAnchor.current) {
        jumpedToAnchor.current = false;
      } else if (top >= previous) {
        setShown(false);
      } else if (top < threshold) {
        setShown(false);
      } else if (top + window.innerHeight < document.documentElement.scrollHeight) {
        setShown(true);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrollEventsEnabledRef, threshold]);

  useLocationChange(({ location }) => {
    if (location.hash) {
      jumpedToAnchor.current = true;
      setShown(false);
    }
  });

  const scrollToTop = React.useCallback(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, []);
  return { shown, scrollToTop };
}
