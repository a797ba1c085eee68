/**
 * A chunk that a part of the page renders from after the page has hydrated (./HydrateLater.tsx): loaded once,
 * its module kept for the renders that follow. A module of its own, without React, so that the site's entry
 * can preload such a chunk when idle (src/components/demos/loadFrame.ts) without carrying the component.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export interface DeferredModuleOf<M> {
  /** Loads the chunk once; later calls share that load, and a failed one is tried again. */
  load: () => Promise<M>;
  /** The module once loaded, else null. */
  loaded: () => M | null;
}

/**
 * On the server the part is rendered in place, never behind a Suspense boundary (React streams a large
 * completed boundary apart from the page: a hidden copy at the end and a script to move it, which readers
 * without JavaScript and the built HTML's checks would not see in place). The server bundle holds the chunk,
 * so loading it here, when the module is created, has it ready long before the first page renders.
 */
export function deferredModule<M>(importer: () => Promise<M>): DeferredModuleOf<M> {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  const load = () => {
    loading ??= importer().then(
      (value) => {
        module = value;
        return value;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  if (!ExecutionEnvironment.canUseDOM) load().catch(() => undefined);
  return { load, loaded: () => module };
}
