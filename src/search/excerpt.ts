/**
 * Pagefind excerpts are plain text with the matched words wrapped in `<mark>` tags, and the text itself is
 * HTML-escaped. They are page text, so they are never injected as HTML: this module turns an excerpt into
 * text runs that React renders as text nodes, with only the `<mark>` boundaries given meaning.
 */

export interface ExcerptPart {
  text: string;
  highlighted: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the few named entities Pagefind emits plus numeric ones; unknown entities stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}

const MARK_TAG = /<(\/?)mark>/gi;

/**
 * Splits an excerpt on its `<mark>`/`</mark>` tags. Any other markup is kept as literal text, and an
 * unbalanced tag only toggles highlighting, so hostile input can never produce elements.
 */
export function parseExcerpt(excerpt: unknown): ExcerptPart[] {
  if (typeof excerpt !== 'string' || excerpt.length === 0) return [];
  const parts: ExcerptPart[] = [];
  let highlighted = false;
  let cursor = 0;
  const push = (raw: string) => {
    if (raw.length === 0) return;
    const text = decodeEntities(raw);
    const last = parts[parts.length - 1];
    if (last && last.highlighted === highlighted) last.text += text;
    else parts.push({ text, highlighted });
  };
  for (const match of excerpt.matchAll(MARK_TAG)) {
    push(excerpt.slice(cursor, match.index));
    highlighted = match[1] !== '/';
    cursor = match.index + match[0].length;
  }
  push(excerpt.slice(cursor));
  return parts;
}
