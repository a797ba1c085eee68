/**
 * The editable source of a demo (its own chunk, "demo-editor", loaded on the first focus or click into
 * the code). A textarea under a highlighted copy of the text (react-simple-code-editor), highlighted by
 * the same prism-react-renderer tokens and CSS variables as every code block, so nothing changes colour
 * when the editor takes over, in light or dark mode.
 *
 * Keyboard: the frame is one tab stop ("Enter to edit"); in the text, Tab indents and Escape returns
 * focus to the frame, from where Tab moves on, so keyboard users are never trapped.
 */
import * as React from 'react';
import Editor from 'react-simple-code-editor';
import { visuallyHidden } from '@mui/utils';
import { CodePre, HighlightedLines } from '@site/src/components/code/HighlightedCode';
import type { DemoEditorProps, EditorFocusRequest } from './editorTypes';

const PADDING = 16;

/** Focus requests already carried out: showing the code again later must not take focus a second time. */
const handledRequests = new WeakSet<EditorFocusRequest>();

export default function DemoEditor({ name, code, variant, onChange, focusRequest }: DemoEditorProps) {
  const frameRef = React.useRef<HTMLPreElement>(null);
  const textareaId = React.useId();
  const hintId = React.useId();
  const language = variant === 'TS' ? 'tsx' : 'jsx';
  const languageName = variant === 'TS' ? 'TypeScript' : 'JavaScript';

  const textarea = () => frameRef.current?.querySelector('textarea') ?? null;

  // The frame is the tab stop: the textarea is reached with Enter or a click, not with Tab.
  React.useEffect(() => {
    const input = textarea();
    if (!input) return;
    input.tabIndex = -1;
    input.setAttribute('aria-describedby', hintId);
  }, [hintId]);

  React.useEffect(() => {
    if (!focusRequest || handledRequests.has(focusRequest)) return;
    handledRequests.add(focusRequest);
    const input = textarea();
    if (focusRequest.target === 'text' && input) {
      input.focus({ preventScroll: true });
      const caret = Math.min(focusRequest.caret ?? 0, input.value.length);
      input.setSelectionRange(caret, caret);
    } else {
      frameRef.current?.focus({ preventScroll: true });
    }
  }, [focusRequest]);

  const highlight = React.useCallback(
    (value: string) => <HighlightedLines code={value} language={language} />,
    [language],
  );

  return (
    <CodePre
      as="div"
      ref={frameRef}
      tabIndex={0}
      role="group"
      aria-label={`Editable ${languageName} source of the ${name} demo`}
      aria-describedby={hintId}
      data-demo-editor={name}
      data-code-variant={variant}
      onKeyDown={(event: React.KeyboardEvent<HTMLPreElement>) => {
        if (event.target === frameRef.current && event.key === 'Enter') {
          event.preventDefault();
          textarea()?.focus();
        }
      }}
      sx={{
        position: 'relative',
        padding: 0,
        overflow: 'visible',
        outline: 0,
        '&:focus-visible, &:has(textarea:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: -2,
        },
        '& textarea': { outline: 0, caretColor: 'var(--code-plain-color)' },
        '& [data-editor-hint]': {
          position: 'absolute',
          top: 6,
          right: 8,
          px: 0.75,
          borderRadius: 1,
          fontSize: '0.6875rem',
          fontFamily: 'var(--ifm-font-family-base)',
          color: 'text.secondary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          opacity: 0,
          pointerEvents: 'none',
          transition: 'opacity 150ms',
        },
        '&:focus [data-editor-hint="frame"], &:focus-within [data-editor-hint="text"]': { opacity: 1 },
        '&:focus [data-editor-hint="text"]': { opacity: 0 },
      }}
    >
      <label htmlFor={textareaId} style={visuallyHidden}>
        {`${languageName} source of the ${name} demo`}
      </label>
      <span id={hintId} style={visuallyHidden}>
        The demo re-renders with your changes as you type. Tab indents; press Escape to leave the editor.
      </span>
      <span data-editor-hint="frame" aria-hidden="true">
        Press Enter to edit
      </span>
      <span data-editor-hint="text" aria-hidden="true">
        Esc to leave the editor
      </span>
      <Editor
        value={code}
        onValueChange={onChange}
        highlight={highlight}
        padding={PADDING}
        tabSize={2}
        insertSpaces
        textareaId={textareaId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            frameRef.current?.focus();
          }
        }}
        style={{ fontFamily: 'inherit', fontSize: 'inherit', lineHeight: 'inherit' }}
      />
    </CodePre>
  );
}
