/**
 * Turns edited demo source (TypeScript or JavaScript with JSX) into code the page can run, with Sucrase:
 * first types and JSX are stripped (ES modules kept, line numbers kept, so errors point at the reader's
 * lines and the imports can be read), then the imports become `require` calls resolved against the
 * demo's module scope. Loaded only with the live editor (maintainers/writing.md, "Editing a demo in place").
 */
import { transform } from 'sucrase';
import type { CodeVariant } from '@site/src/codeVariant/model';
import { JSX_RUNTIME, type ImportRequest } from './scope';

export interface TranspiledDemo {
  /** CommonJS code: calls `require`, sets `exports.default`. */
  code: string;
  imports: ImportRequest[];
}

// Import declarations as Sucrase leaves them (one statement each, types already gone):
// `import X from 'm'`, `import * as X from 'm'`, `import X, { a, b as c } from 'm'`, `import 'm'`.
const IMPORT_DECLARATION = /(^|[\n;])[ \t]*import\s*(?:([\w$\s,{}*]+?)\s*from\s*)?(["'])([^"'\n]+)\3/g;
const EXPORT_FROM = /(^|[\n;])[ \t]*export\s*(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(["'])([^"'\n]+)\3/g;

function lineAt(code: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (code.charCodeAt(i) === 10) line += 1;
  return line;
}

function namedList(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split(/\s+as\s+/)[0].trim())
    .filter((name) => name !== 'default');
}

/** The import declarations (and `export … from`) of an ES module without types. */
export function readImports(moduleCode: string): ImportRequest[] {
  const requests: ImportRequest[] = [];
  for (const match of moduleCode.matchAll(IMPORT_DECLARATION)) {
    const clause = (match[2] ?? '').trim();
    const line = lineAt(moduleCode, match.index + match[1].length);
    const request: ImportRequest = { source: match[4], default: false, namespace: false, named: [], line };
    const braces = /\{([^}]*)\}/.exec(clause);
    if (braces) {
      request.named = namedList(braces[1]);
      request.default = /\bdefault\b/.test(braces[1]);
    }
    const outside = clause.replace(/\{[^}]*\}/, '').trim();
    if (/\*\s*as\s+[\w$]+/.test(outside)) request.namespace = true;
    const head = outside.split(',')[0].trim();
    if (head && !head.startsWith('*')) request.default = true;
    requests.push(request);
  }
  for (const match of moduleCode.matchAll(EXPORT_FROM)) {
    const line = lineAt(moduleCode, match.index + match[1].length);
    const what = match[2];
    requests.push({
      source: match[4],
      default: false,
      namespace: what.startsWith('*'),
      named: what.startsWith('{') ? namedList(what.slice(1, -1)) : [],
      line,
    });
  }
  return requests.sort((a, b) => a.line - b.line);
}

/**
 * Transpiles the edited source. A syntax error is thrown as Sucrase raises it (a SyntaxError with a
 * 1-based `loc`), for formatLiveEditError to present.
 */
export function transpileDemo(source: string, variant: CodeVariant): TranspiledDemo {
  const stripped = transform(source, {
    transforms: variant === 'TS' ? ['typescript', 'jsx'] : ['jsx'],
    jsxRuntime: 'automatic',
    production: true,
    disableESTransforms: true,
  }).code;
  const imports = readImports(stripped).filter((request) => request.source !== JSX_RUNTIME);
  const code = transform(stripped, { transforms: ['imports'], disableESTransforms: true }).code;
  return { code, imports };
}
