/** Stands in for a `%s` that has no argument left. */
export const MISSING_ARGUMENT = '[missing argument]';

export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'argument'; text: string; missing: boolean };

/**
 * Splits a template at each `%s` and fills the holes with the arguments in order, so a caller can render
 * the arguments as text (never as HTML) and style them apart.
 */
export function splitErrorMessage(template: string, args: readonly string[]): MessagePart[] {
  const pieces = template.split('%s');
  const parts: MessagePart[] = [];
  pieces.forEach((piece, index) => {
    if (piece !== '') parts.push({ kind: 'text', text: piece });
    if (index < pieces.length - 1) {
      const argument = args[index];
      parts.push(
        argument === undefined
          ? { kind: 'argument', text: MISSING_ARGUMENT, missing: true }
          : { kind: 'argument', text: argument, missing: false },
      );
    }
  });
  return parts;
}

/** The plain-text message. */
export function formatErrorMessage(template: string, args: readonly string[]): string {
  return splitErrorMessage(template, args)
    .map((part) => part.text)
    .join('');
}

/** How many `%s` a template has. */
export function countPlaceholders(template: string): number {
  return template.split('%s').length - 1;
}

/** Reads an error-code table fetched at runtime: only string templates under numeric codes are kept. */
export function parseErrorCodeTable(data: unknown): Record<string, string> | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const table: Record<string, string> = {};
  for (const [code, template] of Object.entries(data as Record<string, unknown>)) {
    if (/^\d+$/.test(code) && typeof template === 'string') table[code] = template;
  }
  return table;
}

/** Reads `?code=N&args[]=…` from a query string; a code that is not a plain number counts as none. */
export function parseErrorQuery(search: string): { code: string | null; args: string[] } {
  const params = new URLSearchParams(search);
  const raw = params.get('code')?.trim() ?? '';
  const code = /^\d{1,6}$/.test(raw) ? String(Number(raw)) : null;
  return { code, args: params.getAll('args[]') };
}
