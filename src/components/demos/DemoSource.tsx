/**
 * The code under a demo: the short preview while collapsed, the full source (plus any stylesheet tabs)
 * once "Show code" is pressed. Rendered on the server, so opening it never waits for the demo chunk.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Tabs from '@mui/material/Tabs';
import Tab from '@mui/material/Tab';
import HighlightedCode from '@site/src/components/code/HighlightedCode';
import type { DemoModule } from '@site/src/demos/types';
import type { CodeVariant } from '@site/src/settings/DocsProvider';

export interface DemoSourceProps {
  demo: DemoModule;
  variant: CodeVariant;
  open: boolean;
  showPreview: boolean;
  /** Extra files (stylesheets) are shown as tabs when the code is open; index 0 is the component. */
  tab: number;
  onTabChange: (tab: number) => void;
}

/** The source the reader asked for: TS when they chose it and the demo has types, else JS. */
export function demoCode(demo: DemoModule, variant: CodeVariant): string {
  return variant === 'TS' && demo.tsx !== null ? demo.tsx : demo.js;
}

export function demoPreview(demo: DemoModule, variant: CodeVariant): string | null {
  return variant === 'TS' && demo.tsx !== null ? demo.previewTs : demo.previewJs;
}

export default function DemoSource({ demo, variant, open, showPreview, tab, onTabChange }: DemoSourceProps) {
  const language = variant === 'TS' ? 'tsx' : 'jsx';
  if (!open) {
    const preview = showPreview ? demoPreview(demo, variant) : null;
    if (!preview) return null;
    return (
      <HighlightedCode
        code={preview}
        language={language}
        className="demo-source"
        preProps={{ 'data-demo-source': 'preview', 'data-code-variant': variant } as React.HTMLAttributes<HTMLPreElement>}
      />
    );
  }
  const fileName = demo.fileName.replace(/\.[jt]sx?$/, variant === 'TS' && demo.tsx !== null ? '.tsx' : '.js');
  const files = demo.files;
  const current = tab > 0 && tab <= files.length ? files[tab - 1] : null;
  return (
    <Box>
      {files.length > 0 && (
        <Tabs
          value={current ? tab : 0}
          onChange={(_event, value: number) => onTabChange(value)}
          aria-label={`Source files of the ${demo.name} demo`}
          sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, textTransform: 'none', fontFamily: 'var(--ifm-font-family-monospace)', fontSize: '0.8125rem' } }}
        >
          <Tab label={fileName} value={0} />
          {files.map((file, index) => (
            <Tab key={file.name} label={file.name} value={index + 1} />
          ))}
        </Tabs>
      )}
      <HighlightedCode
        code={current ? current.content : demoCode(demo, variant)}
        language={current ? current.language : language}
        className="demo-source"
        preProps={{ 'data-demo-source': 'full', 'data-code-variant': variant } as React.HTMLAttributes<HTMLPreElement>}
      />
    </Box>
  );
}
