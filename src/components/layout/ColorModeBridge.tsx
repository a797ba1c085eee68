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
      setColorMode(choice, { persist: false });
    }
    document.documentElement.setAttribute('data-theme-choice', mode);
  }, [mode, colorModeChoice, setColorMode]);
  return null;
}
