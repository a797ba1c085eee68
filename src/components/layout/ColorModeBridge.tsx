import * as React from 'react';
import { useColorScheme } from '@mui/material/styles';
import { useColorMode } from '@docusaurus/theme-common';

/** Pushes MUI's colour-mode choice into Docusaurus's colour-mode context. Renders nothing. */
export default function ColorModeBridge() {
  const { mode } = useColorScheme();
  const { colorModeChoice, setColorMode } = useColorMode();
  React.useEffect(() => {
    if (!mode) {
      return; // not known until hydration has finished
    }
    const choice = mode === 'system' ? null : mode;
    if (choice !== colorModeChoice) {
      // `persist: false` (accepted at run time, missing from the 3.10 types): the choice is stored by MUI
      // under `mode`; a second copy under Docusaurus's `theme` key could only drift.
      (setColorMode as (choice: 'light' | 'dark' | null, options: { persist: boolean }) => void)(choice, {
        persist: false,
      });
    }
    document.documentElement.setAttribute('data-theme-choice', mode);
  }, [mode, colorModeChoice, setColorMode]);
  return null;
}
