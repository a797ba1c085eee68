/**
 * The bundler side of the dev overlay (`npm start` only; README "While you write"). Docusaurus's dev server shows
 * only compilation errors in the browser's overlay, and an error would hold back every hot update; so the
 * problems of `problems.ts` become compilation *warnings*, and `index.ts` lets the overlay show the warnings that
 * `isDevProblemWarning` recognises. The checks are asynchronous (the type-check worker answers after the page
 * update went out), as with type-check plugins' async mode: when the problems change while the bundler is idle,
 * it is asked to compile again (nothing changed, so no module is rebuilt) and the new list reaches the browser
 * with that compilation's stats; it clears the overlay when the list is empty.
 *
 * The warnings are added once the compilation is done, after Docusaurus has printed its warnings in the terminal
 * (as raw JSON; the checks print their own readable lines) and before the dev server sends the stats to the
 * browser: the `done` tap goes in front of the dev server's, which exists once the first compilation starts.
 */
import { currentProblems, onProblemsChange, overlayMessage } from './problems';

const NAME = 'mui-x-docs-dev-overlay';
/** The dev server's own `done` tap (webpack-dev-server lib/Server.js, `setupHooks`). */
const DEV_SERVER_TAP = 'webpack-dev-server';

interface WarningLike extends Error {
  hideStack?: boolean;
}

/** The parts of Rspack's (and webpack's) compiler this uses. */
export interface CompilerLike {
  webpack: { WebpackError: new (message: string) => WarningLike };
  watching?: { invalidate(): void };
  hooks: {
    watchRun: { tap(name: string, fn: () => void): void };
    failed: { tap(name: string, fn: () => void): void };
    watchClose: { tap(name: string, fn: () => void): void };
    done: {
      tap(
        options: { name: string; before?: string },
        fn: (stats: { compilation: { warnings: WarningLike[] } }) => void,
      ): void;
    };
  };
}

/**
 * The overlay's filter: true for a warning of ours. Webpack-dev-server sends the function's source text to the
 * browser, so it must stand alone (no imports, no closure).
 */
export function isDevProblemWarning(warning: { message?: unknown }): boolean {
  return /\[(?:demo types|page links)\] /.test(String(warning && warning.message));
}

export class DevProblemsPlugin {
  apply(compiler: CompilerLike): void {
    let compiling = false;
    let tapped = false;
    compiler.hooks.watchRun.tap(NAME, () => {
      compiling = true;
      if (tapped) return;
      tapped = true;
      compiler.hooks.done.tap({ name: NAME, before: DEV_SERVER_TAP }, (stats) => {
        compiling = false;
        for (const problem of currentProblems()) {
          const warning = new compiler.webpack.WebpackError(overlayMessage(problem));
          warning.hideStack = true;
          stats.compilation.warnings.push(warning);
        }
      });
    });
    compiler.hooks.failed.tap(NAME, () => {
      compiling = false;
    });
    // A change during a compilation is picked up by its `done`; only an idle bundler needs a new one.
    const stop = onProblemsChange(() => {
      if (!compiling) compiler.watching?.invalidate();
    });
    compiler.hooks.watchClose.tap(NAME, stop);
  }
}
