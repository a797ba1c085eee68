/**
 * A button that copies a piece of text (install commands, snippets). Reads "Copy" plus the shortcut hint,
 * "Copied" for 1200 ms after a copy (2000 ms when a code block passes `resetMs`), and "Copy failed" when
 * the clipboard refuses. Marked `data-copy-button` so the keyboard shortcut can find it in its block.
 */
import * as React from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Box from '@mui/material/Box';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import { COPY_BUTTON_COPIED_MS } from '@site/src/code/clipboard';
import { useClipboardCopy, useCopyShortcutHint } from './useClipboardCopy';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text to copy, or a function returning it at click time. */
  text: string | (() => string);
  /** Milliseconds "Copied" stays; 1200 for the standalone button. */
  resetMs?: number;
  /** Analytics category for the copy event. */
  gaCategory?: string;
  /** Show the ⌘C / Ctrl + C hint (only useful where the keyboard shortcut applies). */
  showShortcutHint?: boolean;
}

export default function CopyButton({
  text,
  resetMs = COPY_BUTTON_COPIED_MS,
  gaCategory = 'code',
  showShortcutHint = false,
  sx,
  ...other
}: CopyButtonProps) {
  const { status, copy } = useClipboardCopy(resetMs);
  const hint = useCopyShortcutHint();
  // Analytics: the document click tracker reports `gaCategory` / `copy-click` from the data attributes
  // below (CodeCopyProvider switches the action to `copy-keyboard` for a keyboard copy).
  const handleClick = () => {
    copy(typeof text === 'function' ? text() : text);
  };
  const label = status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy';
  return (
    <Button
      size="small"
      variant="outlined"
      color={status === 'failed' ? 'error' : 'inherit'}
      onClick={handleClick}
      data-copy-button=""
      data-copy-status={status}
      data-ga-event-category={gaCategory}
      data-ga-event-action="copy-click"
      aria-label={status === 'idle' ? 'Copy the code' : label}
      startIcon={
        status === 'copied' ? (
          <CheckRoundedIcon fontSize="inherit" />
        ) : status === 'failed' ? (
          <ErrorOutlineRoundedIcon fontSize="inherit" />
        ) : (
          <ContentCopyRoundedIcon fontSize="inherit" />
        )
      }
      sx={[
        { textTransform: 'none', fontSize: '0.75rem', py: 0.25, minWidth: 0, gap: 0.5 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...other}
    >
      <span data-copy-label="">{label}</span>
      {showShortcutHint && status === 'idle' && hint && (
        <Box component="span" data-copy-hint="" sx={{ opacity: 0.7, fontSize: '0.6875rem' }}>
          ({hint})
        </Box>
      )}
    </Button>
  );
}
