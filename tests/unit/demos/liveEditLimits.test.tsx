/**
 * The live editor's safety limits: loop instrumentation, the loop guard's time budget, and the size cap.
 */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileDemo, evaluateModule } from '@site/src/demos/liveEdit/compile';
import { formatLiveEditError, LiveEditError } from '@site/src/demos/liveEdit/errors';
import { MAX_EDIT_SOURCE_LENGTH, sourceTooLongError } from '@site/src/demos/liveEdit/limits';
import { createLoopGuard, instrumentLoops, LOOP_GUARD } from '@site/src/demos/liveEdit/loopGuard';
import type { DemoScope } from '@site/src/demos/types';

const SCOPE: DemoScope = { react: React as unknown as Record<string, unknown> };
const G = LOOP_GUARD;

describe('instrumentLoops', () => {
  it.each([
    ['while (x) y();', `while (${G}(1) && (x)) y();`],
    ['do { y(); } while (x);', `do { y(); } while (${G}(1) && (x));`],
    ['for (let i = 0; i < 3; i++) {}', `for (let i = 0; ${G}(1) && ( i < 3); i++) {}`],
    ['for (;;) {}', `for (; ${G}(1);) {}`],
    ['for (let i = 0;; i++) {}', `for (let i = 0; ${G}(1); i++) {}`],
    ['a();\n\nwhile (true) {}', `a();\n\nwhile (${G}(3) && (true)) {}`],
    ['if (a) while (b) c();', `if (a) while (${G}(1) && (b)) c();`],
    ['while ((a)) {}', `while (${G}(1) && ((a))) {}`],
    [
      'for (const f = () => { for (;;) {} }; a(f); ) {}',
      `for (const f = () => { for (; ${G}(1);) {} }; ${G}(1) && ( a(f)); ) {}`,
    ],
  ])('guards %j', (code, expected) => {
    expect(instrumentLoops(code)).toBe(expected);
  });

  it.each([
    "const s = 'while (true) {}';",
    'const t = `for (;;) {} ${1 + 1}`;',
    '// while (true) {}\nconst x = 1;',
    '/* for (;;) {} */',
    'const r = /while (x)/;',
    'for (const item of list) {}',
    'for (const key in object) {}',
    'const o = { while: 1, for: 2 }; o.while + o.for;',
  ])('leaves %j alone', (code) => {
    expect(instrumentLoops(code)).toBe(code);
  });

  it('keeps every line where it was', () => {
    const code = 'a();\nwhile (b) {\n  for (;;) {}\n}\ndo {} while (c);\n';
    expect(instrumentLoops(code).split('\n')).toHaveLength(code.split('\n').length);
  });
});

describe('createLoopGuard', () => {
  it('lets loops run within the budget, then throws a limit error naming the line', () => {
    let time = 0;
    const guard = createLoopGuard(1000, () => time);
    expect(guard(4)).toBe(true);
    time = 1000;
    expect(guard(4)).toBe(true);
    time = 1001;
    let thrown: unknown;
    try {
      guard(7);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(LiveEditError);
    expect(thrown).toMatchObject({ kind: 'limit', location: { line: 7, column: 1 } });
    expect((thrown as Error).message).toMatch(/A loop ran for more than 1000 ms/);
  });

  it('starts a new count once the page has had control back (a zero-delay timer)', () => {
    jest.useFakeTimers();
    try {
      let time = 0;
      const guard = createLoopGuard(1000, () => time);
      guard(1);
      time = 900;
      guard(1);
      jest.runOnlyPendingTimers();
      time = 1900;
      expect(guard(1)).toBe(true);
      time = 2800;
      expect(guard(1)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('compiled edits with endless loops', () => {
  it('stops `while (true) {}` at the top level with a limit error', () => {
    const started = Date.now();
    expect(() =>
      compileDemo('while (true) {}\nexport default function A() { return null; }\n', 'JS', SCOPE),
    ).toThrow(/A loop ran for more than/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops an endless loop inside a component when it renders, with the line for the error box', () => {
    const source = [
      'export default function Spin() {',
      '  let n = 0;',
      '  for (;;) { n += 1; }',
      '  return <p>{n}</p>;',
      '}',
      '',
    ].join('\n');
    const Spin = compileDemo(source, 'TS', SCOPE);
    let thrown: unknown;
    try {
      renderToStaticMarkup(<Spin />);
    } catch (error) {
      thrown = error;
    }
    const formatted = formatLiveEditError(thrown, source);
    expect(formatted).toMatchObject({
      kind: 'limit',
      title: 'Stopped by a safety limit',
      location: { line: 3 },
    });
    expect(formatted.frame).toContain('> 3 |   for (;;) { n += 1; }');
  });

  it('runs finite loops unchanged', () => {
    const exports = evaluateModule(
      'let total = 0; for (let i = 0; i < 5; i++) { total += i; } let j = 0; while (j < 3) j++; do { j++; } while (j < 6); exports.total = total + j;',
      () => ({}),
    );
    expect(exports.total).toBe(16);
  });
});

describe('the size cap', () => {
  it('refuses longer source in the compiler too', () => {
    expect(() => compileDemo(`// ${'x'.repeat(MAX_EDIT_SOURCE_LENGTH)}`, 'JS', SCOPE)).toThrow(
      `The source is longer than ${MAX_EDIT_SOURCE_LENGTH} characters.`,
    );
  });

  it('explains a refused paste', () => {
    expect(sourceTooLongError(300_000, 'x')).toMatchObject({
      kind: 'limit',
      title: 'Stopped by a safety limit',
      message: expect.stringMatching(
        /300 kB long; the editor takes up to 50 kB\. The change was not applied/,
      ),
    });
  });
});

describe('every demo of the docs', () => {
  // The demos loop with for…of only (left alone); this guards against the instrumentation breaking code.
  it('still parses once its loops are instrumented', () => {
    const { readdirSync, readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const path = jest.requireActual<typeof import('node:path')>('node:path');
    const { transpileDemo } = jest.requireActual<typeof import('@site/src/demos/liveEdit/transpile')>(
      '@site/src/demos/liveEdit/transpile',
    );
    const files = (readdirSync(path.join(__dirname, '../../../docs'), { recursive: true }) as string[])
      .filter((file) => /\.tsx$/.test(file))
      .map((file) => path.join(__dirname, '../../../docs', file));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const { code } = transpileDemo(readFileSync(file, 'utf8'), 'TS');
      const instrumented = instrumentLoops(code);
      // eslint-disable-next-line no-new-func -- a parse check of the instrumented code, never run
      expect(() => new Function('require', 'exports', 'module', LOOP_GUARD, instrumented)).not.toThrow();
    }
  });
});
