/**
 * The writer component `<CodeVariantPair>` (plugins/writer-components): a TypeScript fence and its JavaScript
 * twin with the JS/TS toggle (./CodeVariantPair.tsx). Like a single block (./DeferredCodeBlock.tsx), the pair
 * hydrates as its server HTML, where the reader's variant is already the visible one (the `data-code-variant`
 * attribute set before first paint), and renders live once the code block's chunk is here.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import HydrateLater from '@site/src/components/lazy/HydrateLater';
import { childrenToText } from '@site/src/code/childrenText';
import { codeParts } from './codeParts';
import { variantVisibilityStyles } from './variantVisibility';

export default function DeferredCodeVariantPair({ children }: { children: React.ReactNode }) {
  return (
    <HydrateLater
      module={codeParts}
      remember={`pair|${childrenToText(children)}`}
      render={(parts, kept) => {
        // The pair's blocks render live at once (the chunk is here) and find their tokens in the kept HTML.
        parts.rememberServerBlocks(kept);
        return <parts.CodeVariantPair>{children}</parts.CodeVariantPair>;
      }}
      fallback={
        <Box className="code-variant-pair" sx={variantVisibilityStyles}>
          {children}
        </Box>
      }
    />
  );
}
