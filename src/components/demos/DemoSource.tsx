/**
 * The code under a demo: the short preview while collapsed, the full source (plus any stylesheet tabs)
 * once "Show code" is pressed. Rendered on the server. For a demo with types both the TS and the JS text
 * are in the HTML and `html[data-code-variant]` picks one (see CodeVariantPair), so a reader who chose
 * JS never sees TS flash before hydration.
 *
 * The full source is editable: the first focus or click into it loads the editor chunk (DemoEditor),
 * which then takes the place of the read-only block for the selected variant (README, "Editing a demo in
 * place").
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import HighlightedCode from '@site/src/components/code/HighlightedCode';
import { variantVisibilityStyles } from '@site/src/components/code/variantVisibility';
import type { DemoModule } from '@site/src/demos/types';
import type { CodeVariant } from '@site/src/codeVariant';
import type { DemoEditorProps, EditorFocusRequest } from './editorTypes';

/** Height of the file tab row, reserved while its chunk loads. */
const FILE_TABS_HEIGHT = 36;

/** The file tab row's chunk; Demo starts loading it once the page is idle when the demo has extra files. */
export const loadDemoFileTabs = () => import('./DemoFileTabs');

const DemoFileTabs = React.lazy(loadDemoFileTabs);

/** What DemoSource needs from the demo's live-edit state. */
export interface DemoSourceEditing {
  /** The editor (loaded on the first focus or click into the source), or null while read-only. */
  Editor: React.ComponentType<DemoEditorProps> | null;
  /** The source of the selected variant, edited or not. */
  code: string;
  focusRequest: EditorFocusRequest | null;
  onActivate: (request: EditorFocusRequest) => void;
  onChange: (code: string) => void;
}

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
  /** Absent: the source is read-only. */
  editing?: DemoSourceEditing;
}

/** Offset in the text of `pre` under the pointer, for putting the editor's caret where the reader clicked. */
function caretOffsetAt(pre: HTMLElement, x: number, y: number): number | undefined {
  const doc = pre.ownerDocument as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  };
  let node: Node | null = null;
  let offset = 0;
  const position = doc.caretPositionFromPoint?.(x, y);
  if (position) {
    node = position.offsetNode;
    offset = position.offset;
  } else {
    const range = doc.caretRangeFromPoint?.(x, y);
    if (range) {
      node = range.startContainer;
      offset = range.startOffset;
    }
  }
  if (!node || !pre.contains(node)) return undefined;
  const before = doc.createRange();
  before.setStart(pre, 0);
  before.setEnd(node, offset);
  // Empty lines are drawn with <br>, which a range's text leaves out: count the line boxes instead.
  const fragment = before.cloneContents();
  const lines = fragment.querySelectorAll('.token-line').length;
  const lastLine = [...fragment.querySelectorAll('.token-line')].pop();
  const beforeLastLine = lines > 1 ? lines - 1 : 0;
  const lastLineText = lastLine ? (lastLine.textContent ?? '') : (fragment.textContent ?? '');
  const fullLines = [...pre.querySelectorAll('.token-line')]
    .slice(0, beforeLastLine)
    .reduce((sum, line) => sum + (line.textContent ?? '').replace(/\n$/, '').length + 1, 0);
  return fullLines + lastLineText.replace(/\n$/, '').length;
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
  onActivate,
}: {
  code: string;
  variant: CodeVariant;
  kind: 'preview' | 'full';
  paired: boolean;
  onActivate?: (request: EditorFocusRequest) => void;
}) {
  // The first click (with the caret where it landed) or keyboard focus opens the editor.
  const activation = onActivate && {
    tabIndex: 0,
    'data-live-editable': 'true',
    onPointerDown: (event: React.PointerEvent<HTMLPreElement>) => {
      if (event.button > 0) return; // not the primary button
      onActivate({ target: 'text', caret: caretOffsetAt(event.currentTarget, event.clientX, event.clientY) });
    },
    onFocus: (event: React.FocusEvent<HTMLPreElement>) => {
      let byKeyboard = true;
      try {
        byKeyboard = event.currentTarget.matches(':focus-visible');
      } catch {
        // A browser without :focus-visible: treat the focus as keyboard focus.
      }
      if (byKeyboard) onActivate({ target: 'frame' });
    },
  };
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
          ...activation,
        } as React.HTMLAttributes<HTMLPreElement>
      }
    />
  );
}

/** One block per variant the demo has: JS only, or TS and JS side by side for CSS to choose from. */
function Variants({
  demo,
  hasTs,
  kind,
  onActivate,
}: {
  demo: DemoModule;
  hasTs: boolean;
  kind: 'preview' | 'full';
  onActivate?: (request: EditorFocusRequest) => void;
}) {
  const pick = kind === 'preview' ? demoPreview : demoCode;
  const js = pick(demo, 'JS');
  const ts = hasTs ? pick(demo, 'TS') : null;
  return (
    <>
      {ts !== null && <VariantCode code={ts} variant="TS" kind={kind} paired onActivate={onActivate} />}
      {js !== null && (
        <VariantCode code={js} variant="JS" kind={kind} paired={hasTs} onActivate={onActivate} />
      )}
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
  editing,
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
        <React.Suspense
          fallback={<Box sx={{ height: FILE_TABS_HEIGHT, borderInline: 1, borderColor: 'divider' }} />}
        >
          <DemoFileTabs
            demoName={demo.name}
            labels={[fileName, ...files.map((file) => file.name)]}
            value={current ? tab : 0}
            height={FILE_TABS_HEIGHT}
            onChange={onTabChange}
          />
        </React.Suspense>
      )}
      {current ? (
        <HighlightedCode
          code={current.content}
          language={current.language}
          className="demo-source"
          preProps={{ 'data-demo-source': 'file' } as React.HTMLAttributes<HTMLPreElement>}
        />
      ) : editing?.Editor ? (
        <editing.Editor
          name={demo.name}
          code={editing.code}
          variant={variant}
          onChange={editing.onChange}
          focusRequest={editing.focusRequest}
        />
      ) : (
        <Variants demo={demo} hasTs={hasTs} kind="full" onActivate={editing?.onActivate} />
      )}
    </Box>
  );
}
