import * as React from 'react';
import { useColorScheme } from '@mui/material/styles';

/** Turns CSS transitions off while the page takes a new colour scheme, so colours change at once. */
const NO_TRANSITIONS = '*{-webkit-transition:none!important;transition:none!important}';

/**
 * Colours change at once when the colour scheme changes (the reader's choice, another tab's, the system's),
 * instead of each MUI component easing into them. MUI's `disableTransitionOnChange` does this too, but also
 * when the scheme first resolves after hydration, which is no visible change (the pre-paint script already
 * set it): its stylesheet on every element, added, read back and removed, restyled the whole page twice per
 * load (about 200 ms of main-thread work on the DataGrid API page under Lighthouse's mobile throttling;
 * maintainers/performance.md, "What keeps pages light"). Renders nothing; inside MUI's ThemeProvider, whose
 * layout effect sets the scheme's attribute after this one has added the stylesheet in the same commit.
 */
export default function NoTransitionsOnSchemeChange() {
  const { colorScheme } = useColorScheme();
  const previous = React.useRef(colorScheme);
  React.useLayoutEffect(() => {
    const before = previous.current;
    previous.current = colorScheme;
    // Unknown until hydration has finished: resolving it is not a change.
    if (before === undefined || before === colorScheme) return undefined;
    const style = document.createElement('style');
    style.textContent = NO_TRANSITIONS;
    document.head.appendChild(style);
    // Removed once a frame has been drawn in the new scheme.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => style.remove());
    });
    return () => {
      cancelAnimationFrame(frame);
      style.remove();
    };
  }, [colorScheme]);
  return null;
}
