/**
 * Chunk scripts inserted a few per task (production builds; installed by ./clientEntry.tsx).
 *
 * The bundler's runtime loads a chunk by creating a `<script>` and appending it to the head
 * (`__webpack_require__.l`), and an `import()` asks for all of its chunks at once: a page's route (10–13
 * chunks), and a demo group with its package and the MUI parts it uses (up to about 20). Each insertion
 * starts a request inside the call, about 1–5 ms under Lighthouse's 4× CPU throttling, so a demo group's
 * load was one task of 200 ms there (maintainers/performance.md, "Start-up work"). Here the first few
 * insertions of a task go ahead and the rest wait for the next tasks, a few each, in the order asked; the
 * chunks' promises and the runtime's bookkeeping are untouched (the runtime already records a chunk as
 * loading before it calls `l`, and waits for the script's `load` event whenever it comes).
 */

/** The runtime's script loader: the URL, the callback for the script's load or error, its key and chunk id. */
export type LoadScript = (
  url: string,
  done: (event?: unknown) => void,
  key?: string,
  chunkId?: string | number,
) => void;

/** Script insertions per task; the rest wait for the tasks after it. */
export const SCRIPTS_PER_TASK = 4;

/** `load`, with at most `perTask` calls per task; `nextTask` resolves in a later task. */
export function spreadScriptInsertions(
  load: LoadScript,
  perTask: number,
  nextTask: () => Promise<void>,
): LoadScript {
  const waiting: Array<Parameters<LoadScript>> = [];
  let left = perTask;
  let renewing = false;
  const renew = () => {
    renewing = false;
    left = perTask;
    drain();
  };
  function drain(): void {
    while (left > 0 && waiting.length > 0) {
      left -= 1;
      if (!renewing) {
        renewing = true;
        nextTask().then(renew, renew);
      }
      const args = waiting.shift()!;
      try {
        load(...args);
      } catch (error) {
        // As the runtime's own error would surface (uncaught), without holding up the scripts behind it.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }
  return (...args) => {
    waiting.push(args);
    drain();
  };
}
