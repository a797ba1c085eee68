/**
 * The contract between the live-edit hook (useLiveEdit.ts), the lazily loaded editor (DemoEditor.tsx) and
 * the source view (DemoSource.tsx). Kept apart so the hook and the editor do not import each other.
 */
import type { CodeVariant } from '@site/src/codeVariant';

/** How the reader entered the editor: keyboard focus lands on its frame, a click in the text. */
export interface EditorFocusRequest {
  target: 'frame' | 'text';
  /** Caret offset in the source for `text`. */
  caret?: number;
}

export interface DemoEditorProps {
  name: string;
  code: string;
  variant: CodeVariant;
  onChange: (code: string) => void;
  focusRequest: EditorFocusRequest | null;
}
