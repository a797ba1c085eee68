/**
 * Errors of an edited demo and how the error box shows them. Dependency-free, so the demo (main bundle)
 * can format a render error without loading the transpiler.
 */

export type LiveEditErrorKind = 'syntax' | 'import' | 'export' | 'runtime' | 'limit';

/** 1-based line and column in the edited source. */
export interface SourceLocation {
  line: number;
  column: number;
}

/** An error the live editor raises itself (syntax, imports, missing default export). */
export class LiveEditError extends Error {
  readonly kind: LiveEditErrorKind;
  readonly location: SourceLocation | null;

  constructor(kind: LiveEditErrorKind, message: string, location: SourceLocation | null = null) {
    super(message);
    this.name = 'LiveEditError';
    this.kind = kind;
    this.location = location;
  }
}

export interface FormattedLiveEditError {
  kind: LiveEditErrorKind;
  /** A short heading: "Syntax error", "Import not available"… */
  title: string;
  /** One readable sentence, without the location. */
  message: string;
  location: SourceLocation | null;
  /** The lines around the location with a caret under the column, or null without a location. */
  frame: string | null;
}

const TITLES: Record<LiveEditErrorKind, string> = {
  syntax: 'Syntax error',
  import: 'Import not available',
  export: 'No component to render',
  runtime: 'Error while rendering',
  limit: 'Stopped by a safety limit',
};

/** Lines of context shown before and after the faulty line. */
const FRAME_BEFORE = 2;
const FRAME_AFTER = 1;

/** The code frame for a location: `> 12 | code` with a caret line under the column. */
export function codeFrame(code: string, location: SourceLocation): string | null {
  const lines = code.split('\n');
  if (location.line < 1 || location.line > lines.length) return null;
  const first = Math.max(1, location.line - FRAME_BEFORE);
  const last = Math.min(lines.length, location.line + FRAME_AFTER);
  const width = String(last).length;
  const out: string[] = [];
  for (let number = first; number <= last; number += 1) {
    const marker = number === location.line ? '>' : ' ';
    out.push(`${marker} ${String(number).padStart(width)} | ${lines[number - 1]}`.trimEnd());
    if (number === location.line) {
      const column = Math.max(1, Math.min(location.column, lines[number - 1].length + 1));
      const lead = lines[number - 1].slice(0, column - 1).replace(/[^\t]/g, ' ');
      out.push(`  ${' '.repeat(width)} | ${lead}^`);
    }
  }
  return out.join('\n');
}

/**
 * Where a runtime error happened in the edited code, when the error's first stack frame is that code
 * (run through `new Function`, which V8 reports as `<anonymous>` two lines below the source line).
 * Errors raised inside a library report no location rather than a misleading one.
 */
export function runtimeLocation(error: Error, lineCount: number): SourceLocation | null {
  const firstFrame = (error.stack ?? '').split('\n').find((line) => /^\s+at\s/.test(line));
  if (!firstFrame) return null;
  const match = /<anonymous>:(\d+):(\d+)\)?\s*$/.exec(firstFrame);
  if (!match) return null;
  const line = Number(match[1]) - 2;
  if (line < 1 || line > lineCount) return null;
  return { line, column: Number(match[2]) };
}

/** Sucrase appends ` (line:column)` to its messages; the box shows the location apart. */
function withoutLocationSuffix(message: string): string {
  return message.replace(/\s*\(\d+:\d+\)\s*$/, '');
}

function isSyntaxErrorWithLocation(error: unknown): error is SyntaxError & { loc: SourceLocation } {
  if (!(error instanceof SyntaxError)) return false;
  const loc = (error as { loc?: unknown }).loc as Partial<SourceLocation> | undefined;
  return typeof loc?.line === 'number' && typeof loc?.column === 'number';
}

/** Turns anything thrown while compiling, evaluating or rendering the edited code into the box's text. */
export function formatLiveEditError(error: unknown, code: string): FormattedLiveEditError {
  const lineCount = code.split('\n').length;
  let kind: LiveEditErrorKind;
  let message: string;
  let location: SourceLocation | null = null;
  if (error instanceof LiveEditError) {
    kind = error.kind;
    message = error.message;
    location = error.location;
  } else if (isSyntaxErrorWithLocation(error)) {
    kind = 'syntax';
    message = withoutLocationSuffix(error.message);
    location = { line: error.loc.line, column: error.loc.column };
  } else if (error instanceof Error) {
    kind = error instanceof SyntaxError ? 'syntax' : 'runtime';
    message = error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
    location = runtimeLocation(error, lineCount);
  } else {
    kind = 'runtime';
    message = `The code threw a value that is not an Error: ${String(error)}`;
  }
  return {
    kind,
    title: TITLES[kind],
    message: message || 'Unknown error',
    location,
    frame: location ? codeFrame(code, location) : null,
  };
}
