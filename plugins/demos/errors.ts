/**
 * Demo errors at the writer's line: the `?demo` loader formats the source (Prettier) after stripping types,
 * so a syntax error caught there would point into generated code. When building a demo's sources fails, the
 * writer's own file is parsed again and the first syntax error is reported at its line and column, with a
 * frame of the writer's code. This runs only on the failure path: a demo that compiles pays nothing.
 */
import ts from 'typescript';

export interface SourcePosition {
  line: number;
  column: number;
  message: string;
}

/** The first syntax error of a TS/TSX/JS/JSX source, 1-based, or undefined when it parses. */
export function firstSyntaxError(code: string, fileName: string): SourcePosition | undefined {
  const output = ts.transpileModule(code, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      allowJs: true,
    },
  });
  const diagnostic = (output.diagnostics ?? []).find((d) => d.file && d.start !== undefined);
  if (!diagnostic || !diagnostic.file || diagnostic.start === undefined) return undefined;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return {
    line: line + 1,
    column: character + 1,
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  };
}

/** Two lines of context either side, line numbers, and a caret under the column. */
export function codeFrame(code: string, line: number, column: number): string {
  const lines = code.split(/\r?\n/);
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 2);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n += 1) {
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1]}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/**
 * The error to report for a demo whose sources could not be built: the writer's syntax error at
 * `file:line:column` with its frame when there is one, otherwise the original error.
 */
export function writerError(error: unknown, code: string, displayPath: string): Error {
  const fileName = displayPath.split(/[\\/]/).pop() ?? displayPath;
  const syntax = firstSyntaxError(code, fileName);
  if (!syntax) return error instanceof Error ? error : new Error(String(error));
  return new Error(
    `${displayPath}:${syntax.line}:${syntax.column}: ${syntax.message}\n\n${codeFrame(code, syntax.line, syntax.column)}`,
    { cause: error },
  );
}
