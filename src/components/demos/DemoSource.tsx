/**
 * The code under a demo: the short preview while collapsed, the full source (plus any stylesheet tabs)
 * once "Show code" is pressed. Rendered on the server. For a demo with types both the TS and the JS text
 * are in the HTML and `html[data-code-variant]` picks one (see CodeVariantPair), so a reader who chose
 * JS never sees TS flash before hydration.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Tabs from '@mui/material/Tabs';
import Tab from '@mui/material/Tab';
import HighlightedCode from '@site/src/components/code/HighlightedCode';
import { variantVisibilityStyles } from '@site/src/components/code/CodeVariantPair';
import type { DemoModule } from '@site/src/demos/types';
import type { CodeVariant } from '@site/src/codeVariant';

export interface DemoSourceProps {
  demo: DemoModule;
  /** The variant the toolbar shows as selected (names the file tab). */
  variant: CodeVariant;
  hasTs: boolean;
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

function VariantCode({
  code,
  variant,
  kind,
  paired,
}: {
  code: string;
  variant: CodeVariant;
  kind: 'preview' | 'full';
  paired: boolean;
}) {
  return (
    <HighlightedCode
      code={code}
      language={variant === 'TS' ? 'tsx' : 'jsx'}
      className="demo-source"
      preProps={
        {
          'data-demo-source': kind,
          'data-code-variant': variant,
          ...(paired && { 'data-variant-only': variant }),
        } as React.HTMLAttributes<HTMLPreElement>
      }
    />
  );
}

/** One block per variant the demo has: JS only, or TS and JS side by side for CSS to choose from. */
function Variants({ demo, hasTs, kind }: { demo: DemoModule; hasTs: boolean; kind: 'preview' | 'full' }) {
  const pick = kind === 'preview' ? demoPreview : demoCode;
  const js = pick(demo, 'JS');
  const ts = hasTs ? pick(demo, 'TS') : null;
  return (
    <>
      {ts !== null && <VariantCode code={ts} variant="TS" kind={kind} paired />}
      {js !== null && <VariantCode code={js} variant="JS" kind={kind} paired={hasTs} />}
    </>
  );
}

export default function DemoSource({
  demo,
  variant,
  hasTs,
  open,
  showPreview,
  tab,
  onTabChange,
}: DemoSourceProps) {
  const sx = { ...variantVisibilityStyles, '& pre': { borderTopLeftRadius: 0, borderTopRightRadius: 0 } };
  if (!open) {
    if (!showPreview || (!demo.previewJs && !(hasTs && demo.previewTs))) return null;
    return (
      <Box sx={sx}>
        <Variants demo={demo} hasTs={hasTs} kind="preview" />
      </Box>
    );
  }
  const fileName = demo.fileName.replace(/\.[jt]sx?$/, variant === 'TS' ? '.tsx' : '.js');
  const files = demo.files;
  const current = tab > 0 && tab <= files.length ? files[tab - 1] : null;
  return (
    <Box sx={sx}>
      {files.length > 0 && (
        <Tabs
          value={current ? tab : 0}
          onChange={(_event, value: number) => onTabChange(value)}
          aria-label={`Source files of the ${demo.name} demo`}
          sx={{
            minHeight: 36,
            borderInline: 1,
            borderColor: 'divider',
            '& .MuiTab-root': {
              minHeight: 36,
              textTransform: 'none',
              fontFamily: 'var(--ifm-font-family-monospace)',
              fontSize: '0.8125rem',
            },
          }}
        >
          <Tab label={fileName} value={0} />
          {files.map((file, index) => (
            <Tab key={file.name} label={file.name} value={index + 1} />
          ))}
        </Tabs>
      )}
      {current ? (
        <HighlightedCode
          code={current.content}
          language={current.language}
          className="demo-source"
          preProps={{ 'data-demo-source': 'file' } as React.HTMLAttributes<HTMLPreElement>}
        />
      ) : (
        <Variants demo={demo} hasTs={hasTs} kind="full" />
      )}
    </Box>
  );
}
