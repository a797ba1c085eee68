/** Reads the parts of a code fence's meta string the code block uses: title, highlighted lines, variant. */
import { CODE_VARIANTS, parseCodeVariant, type CodeVariant } from '@site/src/codeVariant/model';

export interface CodeMeta {
  title: string | null;
  highlightLines: Set<number>;
  variant: CodeVariant | null;
}

/** `{1,3-5}` → {1,3,4,5}. Ranges are capped so a typo cannot allocate millions of lines. */
export function parseLineRanges(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const match = /^\s*(\d+)(?:\s*-\s*(\d+))?\s*$/.exec(part);
    if (!match) continue;
    const start = Number(match[1]);
    const end = match[2] ? Number(match[2]) : start;
    for (let line = start; line <= Math.min(end, start + 1000); line += 1) lines.add(line);
  }
  return lines;
}

const VARIANT = new RegExp(`\\bvariant=["']?(${CODE_VARIANTS.join('|')})["']?`);

export function parseCodeMeta(meta: string | undefined | null): CodeMeta {
  const text = meta ?? '';
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const lines = /\{([\d,\s-]+)\}/.exec(text);
  const variant = VARIANT.exec(text);
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : null,
    highlightLines: lines ? parseLineRanges(lines[1]) : new Set(),
    variant: parseCodeVariant(variant?.[1]),
  };
}
