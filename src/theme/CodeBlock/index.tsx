/**
 * Swizzled CodeBlock (ejected, marked safe). Replaces theme-classic's block with an MUI-styled one:
 * prism-react-renderer tokens coloured through CSS variables for both colour schemes (no flicker, same
 * HTML on server and client), an optional title, highlighted lines (`{1,3-4}` in the fence meta), and a
 * Copy button that stays "Copied" for 2000 ms and answers the Ctrl/⌘+C shortcut.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import type { Props } from '@theme/CodeBlock';
import HighlightedCode from '@site/src/components/code/HighlightedCode';
import CopyButton from '@site/src/components/code/CopyButton';
import { CODE_BLOCK_COPIED_MS } from '@site/src/code/clipboard';
import { parseCodeMeta } from '@site/src/code/codeMeta';
import { childrenToText } from '@site/src/code/childrenText';

function languageOf(className: string | undefined, language: string | undefined): string {
  if (language) return language;
  const match = /language-([\w-]+)/.exec(className ?? '');
  return match ? match[1] : 'text';
}

export default function CodeBlock({ children, className, metastring, title, language }: Props) {
  const code = childrenToText(children).replace(/\n$/, '');
  const meta = parseCodeMeta(metastring);
  const lang = languageOf(className, language);
  const heading = title ?? meta.title;
  return (
    <Box
      className="MuiCode-root"
      data-copy-scope=""
      data-language={lang}
      sx={{
        position: 'relative',
        mb: 'var(--ifm-leading, 1.5rem)',
        '& .MuiCode-copy': {
          position: 'absolute',
          top: heading ? 44 : 8,
          right: 8,
          zIndex: 1,
          opacity: 0.85,
        },
        '&:hover .MuiCode-copy, & .MuiCode-copy:focus-visible': { opacity: 1 },
        '& .code-line-highlighted': (theme) => ({
          mx: -2,
          px: 2,
          backgroundColor: (theme.vars ?? theme).palette.action.selected,
        }),
      }}
    >
      {heading && (
        <Box
          sx={(theme) => ({
            px: 2,
            py: 1,
            fontSize: '0.8125rem',
            fontFamily: 'var(--ifm-font-family-monospace)',
            color: 'text.secondary',
            border: 1,
            borderBottom: 0,
            borderColor: 'divider',
            borderRadius: `${theme.docs?.borderRadius ?? 12}px ${theme.docs?.borderRadius ?? 12}px 0 0`,
          })}
        >
          {heading}
        </Box>
      )}
      <HighlightedCode
        code={code}
        language={lang}
        highlightLines={meta.highlightLines}
        className={className}
        preProps={{
          tabIndex: 0,
          style: heading ? { borderTopLeftRadius: 0, borderTopRightRadius: 0 } : undefined,
        }}
      />
      <CopyButton className="MuiCode-copy" text={code} resetMs={CODE_BLOCK_COPIED_MS} showShortcutHint />
    </Box>
  );
}
