/**
 * The reader's code variant and styling as an external store (read with `useSyncExternalStore`), not as a
 * context value. A component hydrating renders the server's value (the defaults) whatever the store holds,
 * then the stored choice; and a change of choice reaches only the components that read it. A context value
 * that changed right after hydration would reach the demo frames still waiting to hydrate
 * (src/components/demos/Demo.tsx), and React would drop their server HTML and render them from scratch.
 */
import type { CodeStyling, CodeVariant } from '@site/src/codeVariant';

export interface CodeSettings {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

export interface CodeSettingsStore {
  subscribe: (listener: () => void) => () => void;
  /** The current settings; the same object until they change. */
  getSnapshot: () => CodeSettings;
  /** What the server rendered: the defaults the store was created with. */
  getServerSnapshot: () => CodeSettings;
  /** Changes one or both settings; listeners run only when a value differs. */
  update: (next: Partial<CodeSettings>) => void;
}

export function createCodeSettingsStore(initial: CodeSettings): CodeSettingsStore {
  const server: CodeSettings = { ...initial };
  let current: CodeSettings = server;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
    getServerSnapshot: () => server,
    update(next) {
      const merged = { ...current, ...next };
      if (merged.codeVariant === current.codeVariant && merged.codeStyling === current.codeStyling) return;
      current = merged;
      for (const listener of [...listeners]) listener();
    },
  };
}
