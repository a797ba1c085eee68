/**
 * Module scope of an edited demo: its imports are resolved against the modules the original demo imports
 * (the map built by the `?demo-scope` loader), never fetched. Anything else is a clear error naming what
 * is available.
 */
import type { DemoScope } from '../types';
import { LiveEditError } from './errors';

/** One import declaration of the edited code, as read from the transpiled module. */
export interface ImportRequest {
  source: string;
  /** `import X from` */
  default: boolean;
  /** `import * as X from` */
  namespace: boolean;
  /** `import { A, B as C }`: the exported names (A, B). */
  named: string[];
  /** 1-based line of the declaration in the edited source. */
  line: number;
}

/** Module specifier of the automatic JSX runtime, which the editor adds to every scope. */
export const JSX_RUNTIME = 'react/jsx-runtime';

const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** Exported names an entry offers (what the original demo imports from that module). */
export function availableNames(entry: Record<string, unknown>): string[] {
  return Object.keys(entry).filter((name) => name !== '__esModule' && name !== 'default');
}

function listModules(scope: DemoScope): string {
  const names = Object.keys(scope)
    .filter((source) => source !== JSX_RUNTIME)
    .map((source) => `"${source}"`);
  return names.length > 0 ? names.join(', ') : 'none';
}

/** The scope entry for a specifier, or a LiveEditError saying which modules this demo can import. */
export function resolveScopeModule(
  scope: DemoScope,
  source: string,
  line: number | null = null,
): Record<string, unknown> {
  if (has(scope, source)) return scope[source];
  throw new LiveEditError(
    'import',
    `"${source}" is not available in this editor: edited code can import only the modules the original demo imports (${listModules(scope)}). To use another package, open the demo in StackBlitz.`,
    line === null ? null : { line, column: 1 },
  );
}

/** Checks every import of the edited code against the scope before anything runs. */
export function checkImports(imports: ImportRequest[], scope: DemoScope): void {
  for (const request of imports) {
    const entry = resolveScopeModule(scope, request.source, request.line);
    const location = { line: request.line, column: 1 };
    if (request.default && !(('default' in entry) as boolean)) {
      throw new LiveEditError(
        'import',
        `"${request.source}" has no default export available here: the original demo does not import it that way.`,
        location,
      );
    }
    for (const name of request.named) {
      if (name in entry) continue;
      const offered = availableNames(entry);
      throw new LiveEditError(
        'import',
        `"${name}" from "${request.source}" is not available in this editor: the original demo imports only ${
          offered.length > 0 ? offered.join(', ') : 'its side effects'
        } from it. To use more of the package, open the demo in StackBlitz.`,
        location,
      );
    }
  }
}

/** The `require` the transpiled (CommonJS) code calls: scope entries only. */
export function createScopeRequire(scope: DemoScope): (source: string) => Record<string, unknown> {
  return (source: string) => resolveScopeModule(scope, source);
}
