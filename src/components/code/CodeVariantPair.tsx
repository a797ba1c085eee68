/**
 * A TypeScript fence and its JavaScript twin, shown one at a time by the reader's code variant. Both are
 * in the HTML; the `data-code-variant` attribute on <html> (set before first paint by the code-variant
 * plugin, then kept in step by DocsProvider) decides which one is visible, so there is no flash and no
 * hydration mismatch. The remark plugin builds this element from two adjacent fences marked
 * `variant=TS` and `variant=JS`.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { CodeVariant } from '@site/src/codeVariant';
import { useDocsConfig } from '@site/src/settings/DocsProvider';
import { variantVisibilityStyles } from './variantVisibility';

export default function CodeVariantPair({ children }: { children: React.ReactNode }) {
  const { codeVariant, setCodeVariant } = useDocsConfig();
  return (
    <Box
      className="code-variant-pair"
      data-code-variant-pair=""
      sx={{ position: 'relative', ...variantVisibilityStyles }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={codeVariant}
        onChange={(_event, value: CodeVariant | null) => value && setCodeVariant(value)}
        aria-label="Code language"
        sx={{ mb: 1, '& .MuiToggleButton-root': { py: 0.25, px: 1, fontSize: '0.75rem' } }}
      >
        <ToggleButton value="JS" data-ga-event-category="code" data-ga-event-action="variant-js">
          JS
        </ToggleButton>
        <ToggleButton value="TS" data-ga-event-category="code" data-ga-event-action="variant-ts">
          TS
        </ToggleButton>
      </ToggleButtonGroup>
      {children}
    </Box>
  );
}
