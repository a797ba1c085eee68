/**
 * What the `npm start` checks found, for the browser's dev overlay (README "While you write"): demo type errors
 * from the type-check worker (`plugins/dev-typecheck`) and links to missing pages (`plugins/dev-link-check`).
 * Each check replaces the problems of a file when it checks that file again, so a fix clears them. A
 * process-wide slot, like `plugins/dev-link-check/registry.ts`: the reporters and the bundler plugin that reads
 * it (`compilerPlugin.ts`) are loaded as separate module instances.
 */

/** Which check found it: also the overlay message's first words, which the overlay filter looks for. */
export type ProblemSource = 'demo types' | 'page links';

export interface DevProblem {
  source: ProblemSource;
  /** Relative to the site, with `/`. */
  file: string;
  line: number;
  column: number;
  message: string;
  /** A frame of the writer's code around the position, when the check has one. */
  frame?: string;
}

const KEY = Symbol.for('mui-x-docs.dev-overlay.problems');

interface Store {
  byKey: Map<string, DevProblem[]>;
  listeners: Set<() => void>;
}

type Slot = { [KEY]?: Store };

function store(): Store {
  const slot = globalThis as Slot;
  slot[KEY] ??= { byKey: new Map(), listeners: new Set() };
  return slot[KEY];
}

/** Replaces what `source` found in `file` (an empty list clears it); listeners hear of real changes only. */
export function reportProblems(source: ProblemSource, file: string, problems: readonly DevProblem[]): void {
  const { byKey, listeners } = store();
  const key = `${source}\u0000${file}`;
  const before = JSON.stringify(byKey.get(key) ?? []);
  if (problems.length === 0) byKey.delete(key);
  else byKey.set(key, [...problems]);
  if (JSON.stringify(problems) === before) return;
  for (const listener of listeners) listener();
}

/** Every current problem, by source, file and position. */
export function currentProblems(): DevProblem[] {
  return [...store().byKey.values()]
    .flat()
    .sort(
      (a, b) =>
        a.source.localeCompare(b.source) ||
        a.file.localeCompare(b.file) ||
        a.line - b.line ||
        a.column - b.column,
    );
}

/** Calls `listener` after each change; returns the unsubscribe function. */
export function onProblemsChange(listener: () => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every problem (tests). */
export function clearProblems(): void {
  const { byKey, listeners } = store();
  if (byKey.size === 0) return;
  byKey.clear();
  for (const listener of listeners) listener();
}

/** The overlay's text for a problem: `[demo types] file:line:column: message`, then the frame. */
export function overlayMessage(problem: DevProblem): string {
  const head = `[${problem.source}] ${problem.file}:${problem.line}:${problem.column}: ${problem.message}`;
  return problem.frame ? `${head}\n${problem.frame}` : head;
}
