/**
 * The live editor's compiler (its own chunk, with the editor): transpile the edited source, check its
 * imports against the demo's module scope, run it, and return the default-exported component.
 */
import type * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import type { CodeVariant } from '@site/src/codeVariant/model';
import type { DemoScope } from '../types';
import { LiveEditError } from './errors';
import { MAX_EDIT_SOURCE_LENGTH } from './limits';
import { createLoopGuard, instrumentLoops, LOOP_GUARD } from './loopGuard';
import { checkImports, createScopeRequire, JSX_RUNTIME } from './scope';
import { transpileDemo } from './transpile';

function isComponent(value: unknown): value is React.ComponentType {
  if (typeof value === 'function') return true;
  // memo(), forwardRef() and lazy() components are objects tagged by React.
  return typeof value === 'object' && value !== null && '$$typeof' in value;
}

/**
 * Runs CommonJS code with the given `require` and returns its exports. Its loops are instrumented first
 * (loopGuard.ts), with a guard of its own, so an endless loop ends in an error instead of a frozen tab.
 */
export function evaluateModule(code: string, require: (source: string) => unknown): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  // The reader's own code, run in their own page: the same trust as the demo it replaces (README, "Editing
  // a demo in place", for what that still allows).
  // eslint-disable-next-line no-new-func
  const run = new Function('require', 'exports', 'module', LOOP_GUARD, instrumentLoops(code));
  run(require, module.exports, module, createLoopGuard());
  return module.exports;
}

/** Compiles edited demo source into a component, or throws (SyntaxError, LiveEditError, or what the code threw). */
export function compileDemo(source: string, variant: CodeVariant, scope: DemoScope): React.ComponentType {
  // The editor refuses longer text already (useLiveEdit); this keeps the compiler safe on its own.
  if (source.length > MAX_EDIT_SOURCE_LENGTH) {
    throw new LiveEditError('limit', `The source is longer than ${MAX_EDIT_SOURCE_LENGTH} characters.`);
  }
  const { code, imports } = transpileDemo(source, variant);
  const fullScope: DemoScope = {
    ...scope,
    [JSX_RUNTIME]: jsxRuntime as unknown as Record<string, unknown>,
  };
  checkImports(imports, fullScope);
  const exports = evaluateModule(code, createScopeRequire(fullScope));
  const component = exports.default;
  if (!isComponent(component)) {
    throw new LiveEditError(
      'export',
      'The code must end with `export default` of a component, such as `export default function Demo() { … }`.',
    );
  }
  return component;
}
