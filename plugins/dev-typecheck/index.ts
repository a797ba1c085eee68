/**
 * dev-typecheck: `npm start` only. Starts the type-check worker (`worker.cjs`) as a child process at the lowest
 * CPU priority, so it never competes with the bundler for the edit-to-screen time; the worker prints demo type
 * errors in the terminal a moment after each save, and this process passes them on to the browser's dev overlay
 * (`plugins/dev-overlay`). The build and `npm test` type-check everything anyway.
 */
import { fork, type ChildProcess } from 'node:child_process';
import * as os from 'node:os';
import * as path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { reportProblems, type DevProblem } from '../dev-overlay/problems';

export interface DevTypecheckPluginOptions {
  id?: string;
  /** Default: on for `docusaurus start` (see `isDevServer`). */
  enabled?: boolean;
}

/**
 * True in `docusaurus start`. NODE_ENV alone does not tell: Docusaurus's CLI defaults it to `development`
 * for every command (node_modules/@docusaurus/core/bin/docusaurus.mjs), and a worker started by
 * `docs:version`, `version:cut` or `write-translations` watched docs/ over its IPC channel and kept the
 * command from ever exiting.
 */
export function isDevServer(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
): boolean {
  return env.NODE_ENV === 'development' && argv[2] === 'start';
}

// Docusaurus re-creates plugins when the config changes; one worker per process is enough.
const KEY = Symbol.for('mui-x-docs.dev-typecheck.worker');
type Slot = { [KEY]?: ChildProcess };

/** A `problems` message of the worker as dev-overlay problems, or undefined when it is not one. */
export function problemsOfMessage(message: unknown): { file: string; problems: DevProblem[] } | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, file, problems } = message as { type?: unknown; file?: unknown; problems?: unknown };
  if (type !== 'problems' || typeof file !== 'string' || !Array.isArray(problems)) return undefined;
  const out: DevProblem[] = [];
  for (const item of problems as Record<string, unknown>[]) {
    if (typeof item?.line !== 'number' || typeof item.column !== 'number') continue;
    out.push({
      source: 'demo types',
      file,
      line: item.line,
      column: item.column,
      message: `TS${String(item.code)}: ${String(item.message)}`,
      ...(typeof item.frame === 'string' && { frame: item.frame }),
    });
  }
  return { file, problems: out };
}

/** Starts the worker for `watchDir` (once per process); returns it. */
export function startTypecheckWorker(siteDir: string, watchDir: string, warmup?: string): ChildProcess {
  const slot = globalThis as Slot;
  const running = slot[KEY];
  if (running && running.exitCode === null) return running;
  const child = fork(path.join(__dirname, 'worker.cjs'), [siteDir, watchDir], {
    cwd: siteDir,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...(warmup ? { DEV_TYPECHECK_WARMUP: warmup } : {}) },
  });
  try {
    if (child.pid !== undefined) os.setPriority(child.pid, 19);
  } catch {
    // Not allowed on this system: the worker then runs at normal priority.
  }
  child.on('message', (message) => {
    const report = problemsOfMessage(message);
    if (report) reportProblems('demo types', report.file, report.problems);
  });
  child.unref();
  slot[KEY] = child;
  return child;
}

export default function devTypecheckPlugin(
  context: LoadContext,
  options: DevTypecheckPluginOptions,
): Plugin<void> {
  const enabled = options.enabled ?? isDevServer();
  if (enabled) {
    startTypecheckWorker(
      context.siteDir,
      path.join(context.siteDir, 'docs'),
      path.join(context.siteDir, 'docs', 'react-data-grid', 'BasicSortingGrid.tsx'),
    );
  }
  return { name: 'dev-typecheck' };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  DevTypecheckPluginOptions | undefined,
  DevTypecheckPluginOptions
>): DevTypecheckPluginOptions {
  const unknown = Object.keys(options ?? {}).filter((key) => key !== 'id' && key !== 'enabled');
  if (unknown.length > 0) throw new Error(`dev-typecheck: unknown option(s) ${unknown.join(', ')}.`);
  if (options?.enabled !== undefined && typeof options.enabled !== 'boolean') {
    throw new Error('dev-typecheck: `enabled` must be a boolean.');
  }
  return { id: options?.id ?? 'default', enabled: options?.enabled };
}
