/**
 * The demo toolbar, loaded as its own chunk once the page has hydrated.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { CodeVariant } from '@site/src/settings/DocsProvider';
import type { DemoModule, StylingKey } from '@site/src/demos/types';

export interface DemoToolbarProps {
  demo: DemoModule;
  name: string;
  variant: CodeVariant;
  hasTs: boolean;
  codeOpen: boolean;
  stylingKey: StylingKey;
  stylings: StylingKey[];
  onCodeOpenChange: (open: boolean) => void;
  onVariantChange: (variant: CodeVariant) => void;
  onStylingChange: (styling: StylingKey) => void;
  onReset: () => void;
  onResetFocus: () => void;
}

export default function DemoToolbar({ name, variant, hasTs, codeOpen, onCodeOpenChange, onVariantChange }: DemoToolbarProps) {
  return (
    <Box role="toolbar" aria-label={`${name} demo toolbar`} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(_event, value: CodeVariant | null) => value && onVariantChange(value)}
        aria-label="Source language"
      >
        <ToggleButton value="JS" data-ga-event-category="demo" data-ga-event-action="source-js" data-ga-event-label={name}>
          JS
        </ToggleButton>
        <ToggleButton value="TS" disabled={!hasTs} data-ga-event-category="demo" data-ga-event-action="source-ts" data-ga-event-label={name}>
          TS
        </ToggleButton>
      </ToggleButtonGroup>
      <Button
        size="small"
        onClick={() => onCodeOpenChange(!codeOpen)}
        aria-expanded={codeOpen}
        data-ga-event-category="demo"
        data-ga-event-action="expand"
        data-ga-event-label={name}
      >
        {codeOpen ? 'Hide code' : 'Show code'}
      </Button>
    </Box>
  );
}
