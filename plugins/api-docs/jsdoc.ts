/**
 * JSDoc helpers over the TypeScript compiler API: description text, tags, and clean-up of text that
 * only makes sense on another site (the "Demos:" and "API:" link lists on component declarations).
 */
import ts from 'typescript';

export interface SymbolDocs {
  description: string;
  /** Tag name → texts, in source order (`default`, `deprecated`, `param`, `returns`, `ignore`…). */
  tags: Map<string, string[]>;
}

export function readSymbolDocs(symbol: ts.Symbol, checker: ts.TypeChecker): SymbolDocs {
  const description = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const tags = new Map<string, string[]>();
  for (const tag of symbol.getJsDocTags(checker)) {
    const text = ts.displayPartsToString(tag.text ?? []).trim();
    const list = tags.get(tag.name) ?? [];
    list.push(text);
    tags.set(tag.name, list);
  }
  return { description, tags };
}

export function firstTag(docs: SymbolDocs, name: string): string | undefined {
  return docs.tags.get(name)?.[0];
}

/**
 * Removes the "Demos:", "API:" and "Features:" link lists MUI puts on component declarations: they point
 * at mui.com pages this site replaces with its own demos list.
 */
export function stripSiteLinkLists(description: string): string {
  const lines = description.split('\n');
  const kept: string[] = [];
  let inList = false;
  for (const line of lines) {
    if (/^\s*(Demos|API|Features):\s*$/.test(line)) {
      inList = true;
      continue;
    }
    if (inList && (/^\s*-\s/.test(line) || line.trim() === '')) continue;
    inList = false;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

/** `@param params With all properties…` → name and description; a leading `{Type}` is dropped. */
export function splitParamTag(text: string): { name: string; description: string } {
  const withoutType = text.replace(/^\{[^}]*\}\s*/, '');
  const match = /^\[?([\w$.]+)\]?\s*(?:-\s*)?([\s\S]*)$/.exec(withoutType);
  return match ? { name: match[1], description: match[2].trim() } : { name: '', description: withoutType };
}

/** Collapses a multi-line type as written in a declaration into one readable line. */
export function normalizeTypeText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\|\s*/, '')
    .replace(/([(<[])\s+/g, '$1')
    .replace(/\s+([)>\]])/g, '$1')
    .replace(/;\s*}/g, ' }')
    .trim();
}
