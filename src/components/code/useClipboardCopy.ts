import * as React from 'react';
import { copyToClipboard } from '@site/src/code/clipboard';
import { copyShortcutHint } from '@site/src/code/shortcut';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Copy state for a button: "copied" (or "failed") for `resetMs`, then back to "idle". A second copy
 * restarts the timer.
 */
export function useClipboardCopy(resetMs: number) {
  const [status, setStatus] = React.useState<CopyStatus>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout> | null>(null);

  React.useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = React.useCallback(
    async (text: string): Promise<boolean> => {
      let ok = true;
      try {
        await copyToClipboard(text);
      } catch {
        ok = false;
      }
      setStatus(ok ? 'copied' : 'failed');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setStatus('idle'), resetMs);
      return ok;
    },
    [resetMs],
  );

  return { status, copy };
}

/** The shortcut hint, known only in the browser: empty during server rendering and the first render. */
export function useCopyShortcutHint(): string {
  const [hint, setHint] = React.useState('');
  React.useEffect(() => {
    const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
    setHint(copyShortcutHint(nav.userAgentData?.platform || nav.platform || ''));
  }, []);
  return hint;
}
