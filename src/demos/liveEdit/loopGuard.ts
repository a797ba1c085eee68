/**
 * Loop protection for edited demo code. The reader's code runs in the page (compile.ts), so `while (true) {}`
 * would freeze the tab for good. Every `while`, `do … while` and three-part `for` loop of the transpiled
 * code gets a guard call in its condition; the guard throws a LiveEditError naming the loop's line once
 * loops have run for LOOP_BUDGET_MS without the page getting control back, and keeps throwing until it has.
 *
 * `for … of` / `for … in` loops are not instrumented: they end with their collection, and an endless
 * iterator is itself a guarded loop (a generator's `while`). Recursion ends in the engine's own stack
 * overflow error. What the code could still do in the page is stated in the README.
 */
import { parse } from 'sucrase/dist/esm/parser';
import { TokenType } from 'sucrase/dist/esm/parser/tokenizer/types';
import { LiveEditError } from './errors';
import { LOOP_BUDGET_MS } from './limits';

/** Name of the guard in the evaluated module's scope (a parameter of its function). */
export const LOOP_GUARD = '__demoLoopGuard';

interface Insertion {
  at: number;
  text: string;
}

function lineAt(code: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (code.charCodeAt(i) === 10) line += 1;
  return line;
}

/**
 * Adds the guard to every loop condition of plain JavaScript (Sucrase's output: no JSX, no types). The
 * insertions contain no newline, so line and column numbers of the reader's code are unchanged.
 */
export function instrumentLoops(code: string): string {
  const { tokens } = parse(code, false, false, false);
  const insertions: Insertion[] = [];
  const closingParen = (open: number): number => {
    let depth = 0;
    for (let index = open; index < tokens.length; index += 1) {
      if (tokens[index].type === TokenType.parenL) depth += 1;
      else if (tokens[index].type === TokenType.parenR && --depth === 0) return index;
    }
    return -1;
  };
  tokens.forEach((token, index) => {
    const isWhile = token.type === TokenType._while;
    if (!isWhile && token.type !== TokenType._for) return;
    // `for await (…)` has the keyword between; it is a for…of, left alone like the others.
    const open = index + 1;
    if (tokens[open]?.type !== TokenType.parenL) return;
    const close = closingParen(open);
    if (close < 0) return;
    const guard = `${LOOP_GUARD}(${lineAt(code, token.start)})`;
    if (isWhile) {
      insertions.push(
        { at: tokens[open].end, text: `${guard} && (` },
        { at: tokens[close].start, text: ')' },
      );
      return;
    }
    // The semicolons of this for's own header (not those of a function written inside it).
    const semicolons: number[] = [];
    let depth = 0;
    for (let inner = open + 1; inner < close; inner += 1) {
      const type = tokens[inner].type;
      if (type === TokenType.parenL || type === TokenType.braceL || type === TokenType.bracketL) depth += 1;
      else if (type === TokenType.parenR || type === TokenType.braceR || type === TokenType.bracketR)
        depth -= 1;
      else if (type === TokenType.dollarBraceL) depth += 1;
      else if (type === TokenType.semi && depth === 0) semicolons.push(inner);
    }
    if (semicolons.length !== 2) return;
    const [first, second] = semicolons;
    if (second === first + 1) {
      insertions.push({ at: tokens[first].end, text: ` ${guard}` });
    } else {
      insertions.push(
        { at: tokens[first].end, text: ` ${guard} && (` },
        { at: tokens[second].start, text: ')' },
      );
    }
  });
  let result = code;
  for (const { at, text } of insertions.sort((a, b) => b.at - a.at)) {
    result = result.slice(0, at) + text + result.slice(at);
  }
  return result;
}

/**
 * A guard for one compiled edit. Time is counted from the first guarded iteration in a task; a zero-delay
 * timer, which runs only once the page has control back, starts a new count. So a loop that runs forever,
 * or a chain of promises that never yields, stops after the budget, while code that loops briefly on each
 * render or event never notices.
 */
export function createLoopGuard(
  budgetMs = LOOP_BUDGET_MS,
  now: () => number = () => performance.now(),
): (line: number) => true {
  let started: number | null = null;
  return (line: number) => {
    const time = now();
    if (started === null) {
      started = time;
      setTimeout(() => {
        started = null;
      }, 0);
    } else if (time - started > budgetMs) {
      throw new LiveEditError(
        'limit',
        `A loop ran for more than ${budgetMs} ms without letting the page respond, so it was stopped. Is it an endless loop? Check its condition.`,
        { line, column: 1 },
      );
    }
    return true;
  };
}
