/**
 * The live-edit state of one demo (maintainers/writing.md, "Editing a demo in place"). An edit belongs to one styling
 * variant and one code variant (JS or TS): switching JS/TS shows, copies and runs that variant's own code,
 * edited or not. The transpiler is imported on first activation, in the editor's chunk, so a page that is
 * only read never loads it. Edits are compiled after a pause in typing (DEFAULT_DEBOUNCE_MS); a component
 * that fails to compile or to render never replaces the last one that rendered.
 */
import * as React from 'react';
import { DEFAULT_DEBOUNCE_MS } from '@site/src/constants';
import type { CodeVariant, StylingKey } from '@site/src/codeVariant';
import type { DemoModule } from '@site/src/demos/types';
import { formatLiveEditError, type FormattedLiveEditError } from '@site/src/demos/liveEdit/errors';
import { MAX_EDIT_SOURCE_LENGTH, sourceTooLongError } from '@site/src/demos/liveEdit/limits';
import type { DemoEditorProps, EditorFocusRequest } from './editorTypes';

// Both in one chunk, "demo-editor": the editor UI and the transpiler arrive together on first use.
const loadCompiler = () => import(/* webpackChunkName: "demo-editor" */ '@site/src/demos/liveEdit/compile');
const loadEditor = () => import(/* webpackChunkName: "demo-editor" */ './DemoEditor');

/** A compiled edit, identified so an error boundary can report on exactly this one. */
export interface EditedComponent {
  id: number;
  component: React.ComponentType;
  /** The source it was compiled from (to locate its render errors). */
  code: string;
}

interface EditEntry {
  code: string;
  /** The last edited component that rendered without throwing. */
  good: EditedComponent | null;
  /** Compiled from the latest code, being tried; becomes `good` once it renders. */
  candidate: EditedComponent | null;
  error: FormattedLiveEditError | null;
}

export interface LiveEdit {
  /** The editor has been asked for (first focus or click into the source). */
  active: boolean;
  /**
   * The editor component once its chunk has arrived; until then the read-only source stays in place
   * (with its focus), so nothing flashes.
   */
  Editor: React.ComponentType<DemoEditorProps> | null;
  focusRequest: EditorFocusRequest | null;
  activate: (request: EditorFocusRequest) => void;
  /** The source shown, copied and exported for the current variant: the edit, else the original. */
  code: string;
  edited: boolean;
  setCode: (code: string) => void;
  /** What the live area renders instead of the original component, or null for the original. */
  shown: EditedComponent | null;
  error: FormattedLiveEditError | null;
  onRendered: (id: number) => void;
  onRenderError: (id: number, error: unknown) => void;
  /** Drops every edit of this demo. */
  reset: () => void;
}

let nextId = 1;

const NEW_ENTRY: EditEntry = { code: '', good: null, candidate: null, error: null };

export function useLiveEdit(
  demo: DemoModule,
  stylingKey: StylingKey,
  variant: CodeVariant,
  originalCode: string,
): LiveEdit {
  const key = `${stylingKey}:${variant}`;
  const [active, setActive] = React.useState(false);
  const [Editor, setEditor] = React.useState<React.ComponentType<DemoEditorProps> | null>(null);
  const [focusRequest, setFocusRequest] = React.useState<EditorFocusRequest | null>(null);
  const [edits, setEdits] = React.useState<Record<string, EditEntry>>({});
  // A change refused for its size: shown in the error box until the next accepted change or a reset.
  const [sizeError, setSizeError] = React.useState<FormattedLiveEditError | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout> | null>(null);

  React.useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const activate = React.useCallback((request: EditorFocusRequest) => {
    setActive(true);
    setFocusRequest(request);
    // The transpiler comes with the editor, so the first edit does not wait for it.
    Promise.all([loadEditor(), loadCompiler()]).then(
      ([module]) => setEditor(() => module.default),
      () => setActive(false),
    );
  }, []);

  const compile = React.useCallback(
    async (entryKey: string, code: string, codeVariant: CodeVariant) => {
      let component: React.ComponentType | null = null;
      let error: FormattedLiveEditError | null = null;
      try {
        const [{ compileDemo }, loaded] = await Promise.all([loadCompiler(), demo.load()]);
        component = compileDemo(code, codeVariant, loaded.scope ?? {});
      } catch (thrown) {
        error = formatLiveEditError(thrown, code);
      }
      setEdits((previous) => {
        const entry = previous[entryKey];
        // A newer keystroke already superseded this code.
        if (!entry || entry.code !== code) return previous;
        const next: EditEntry = component
          ? { ...entry, candidate: { id: nextId++, component, code } }
          : { ...entry, error };
        return { ...previous, [entryKey]: next };
      });
    },
    [demo],
  );

  const setCode = React.useCallback(
    (code: string) => {
      if (code.length > MAX_EDIT_SOURCE_LENGTH) {
        // Not stored, highlighted or compiled: the editor keeps (and React restores) the previous text.
        setSizeError(sourceTooLongError(code.length, code.slice(0, 200)));
        return;
      }
      setSizeError(null);
      if (timer.current) clearTimeout(timer.current);
      if (code === originalCode) {
        // Back to the original text: the demo is no longer edited in this variant.
        setEdits(({ [key]: _dropped, ...rest }) => rest);
        return;
      }
      setEdits((previous) => ({
        ...previous,
        [key]: { ...(previous[key] ?? NEW_ENTRY), code },
      }));
      const codeVariant = variant;
      timer.current = setTimeout(() => {
        timer.current = null;
        void compile(key, code, codeVariant);
      }, DEFAULT_DEBOUNCE_MS);
    },
    [compile, key, originalCode, variant],
  );

  const updateById = React.useCallback(
    (id: number, update: (entry: EditEntry, which: 'candidate' | 'good') => EditEntry) =>
      setEdits((previous) => {
        for (const [entryKey, entry] of Object.entries(previous)) {
          const which = entry.candidate?.id === id ? 'candidate' : entry.good?.id === id ? 'good' : null;
          if (which) return { ...previous, [entryKey]: update(entry, which) };
        }
        return previous;
      }),
    [],
  );

  const onRendered = React.useCallback(
    (id: number) =>
      updateById(id, (entry, which) =>
        which === 'candidate' ? { ...entry, good: entry.candidate, candidate: null, error: null } : entry,
      ),
    [updateById],
  );

  const onRenderError = React.useCallback(
    (id: number, thrown: unknown) =>
      updateById(id, (entry, which) => {
        const failed = which === 'candidate' ? entry.candidate! : entry.good!;
        const error = formatLiveEditError(thrown, failed.code);
        // A failed candidate leaves the last good component; a good one that later throws leaves the original.
        return which === 'candidate' ? { ...entry, candidate: null, error } : { ...entry, good: null, error };
      }),
    [updateById],
  );

  const reset = React.useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setEdits({});
    setSizeError(null);
  }, []);

  const entry = edits[key];
  return {
    active,
    Editor,
    focusRequest,
    activate,
    code: entry?.code ?? originalCode,
    edited: Boolean(entry),
    setCode,
    shown: entry ? (entry.candidate ?? entry.good) : null,
    error: sizeError ?? entry?.error ?? null,
    onRendered,
    onRenderError,
    reset,
  };
}
