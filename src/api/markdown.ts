/**
 * A small Markdown reader for JSDoc descriptions. JSDoc text in the MUI X declarations uses a narrow
 * subset (paragraphs, `-` lists, fenced code, inline code, emphasis, links, `[[TypeName]]` and
 * `{@link …}` references), so parsing it into a tree that React renders keeps descriptions out of
 * `dangerouslySetInnerHTML` without shipping a full Markdown library to readers.
 */

export type InlineNode =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'em'; children: InlineNode[] }
  | { type: 'link'; href: string; children: InlineNode[] }
  /** `[[GridColDef]]`: a reference to another documented type, linked when it has a page. */
  | { type: 'ref'; name: string }
  | { type: 'break' };

export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; items: InlineNode[][] }
  | { type: 'codeBlock'; value: string; language: string };

/** The JSDoc in the packages is written for mui.com: its root-relative links point there. */
export const UPSTREAM_DOCS_ORIGIN = 'https://mui.com';

/**
 * Links keep only http(s) and in-page targets; root-relative ones are resolved against mui.com. Anything
 * else (javascript:, data:, relative paths) is dropped.
 */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^https?:\/\//i.test(trimmed) || /^#[\w-]+$/.test(trimmed)) return trimmed;
  if (/^\/(?!\/)/.test(trimmed)) return `${UPSTREAM_DOCS_ORIGIN}${trimmed}`;
  return null;
}

export function parseMarkdown(source: string): BlockNode[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  let listItems: string[] | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) {
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
      paragraph = [];
    }
  };
  const flushList = () => {
    if (listItems) {
      blocks.push({ type: 'list', items: listItems.map((item) => parseInline(item)) });
      listItems = null;
    }
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const fence = /^\s*```(\w*)\s*$/.exec(line);
    if (fence) {
      flushParagraph();
      flushList();
      const body: string[] = [];
      index += 1;
      while (index < lines.length && !/^\s*```\s*$/.test(lines[index])) {
        body.push(lines[index]);
        index += 1;
      }
      blocks.push({ type: 'codeBlock', value: body.join('\n'), language: fence[1] || 'text' });
      continue;
    }
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    if (bullet) {
      flushParagraph();
      listItems ??= [];
      listItems.push(bullet[1]);
      continue;
    }
    if (line.trim() === '') {
      flushParagraph();
      flushList();
      continue;
    }
    if (listItems && /^\s{2,}\S/.test(line)) {
      // An indented line continues the previous list item.
      listItems[listItems.length - 1] += ` ${line.trim()}`;
      continue;
    }
    flushList();
    paragraph.push(line.trim());
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** Inline syntax, tried in this order at each position. */
const INLINE_PATTERNS: { pattern: RegExp; build: (match: RegExpExecArray) => InlineNode | null }[] = [
  { pattern: /^`([^`]+)`/, build: (m) => ({ type: 'code', value: m[1] }) },
  { pattern: /^\[\[([A-Za-z_$][\w$.]*)\]\]/, build: (m) => ({ type: 'ref', name: m[1] }) },
  {
    pattern: /^\{@link\s+([^\s}]+)(?:\s+([^}]*))?\}/,
    build: (m) => {
      const href = /^https?:\/\//.test(m[1]) ? safeHref(m[1]) : null;
      if (href) return { type: 'link', href, children: [{ type: 'text', value: (m[2] ?? m[1]).trim() }] };
      return { type: 'ref', name: m[1] };
    },
  },
  {
    pattern: /^\[([^\]]+)\]\(([^)\s]+)\)/,
    build: (m) => {
      const href = safeHref(m[2]);
      const children = parseInline(m[1]);
      return href ? { type: 'link', href, children } : { type: 'em', children };
    },
  },
  { pattern: /^\*\*([^*]+)\*\*/, build: (m) => ({ type: 'strong', children: parseInline(m[1]) }) },
  { pattern: /^__([^_]+)__/, build: (m) => ({ type: 'strong', children: parseInline(m[1]) }) },
  { pattern: /^\*([^*\s][^*]*)\*/, build: (m) => ({ type: 'em', children: parseInline(m[1]) }) },
  { pattern: /^_([^_\s][^_]*)_(?![\w])/, build: (m) => ({ type: 'em', children: parseInline(m[1]) }) },
  { pattern: /^<br\s*\/?>/i, build: () => ({ type: 'break' }) },
];

export function parseInline(source: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let text = '';
  let index = 0;
  const pushText = () => {
    if (text) {
      nodes.push({ type: 'text', value: text.replace(/\s*\n\s*/g, ' ') });
      text = '';
    }
  };
  while (index < source.length) {
    const rest = source.slice(index);
    const char = source[index];
    // Underscores inside words (snake_case) are never emphasis.
    const canOpen = char !== '_' || index === 0 || !/\w/.test(source[index - 1]);
    let matched = false;
    if ('`[{*_<'.includes(char) && canOpen) {
      for (const { pattern, build } of INLINE_PATTERNS) {
        const match = pattern.exec(rest);
        if (!match) continue;
        const node = build(match);
        if (!node) continue;
        pushText();
        nodes.push(node);
        index += match[0].length;
        matched = true;
        break;
      }
    }
    if (!matched) {
      text += char;
      index += 1;
    }
  }
  pushText();
  return nodes;
}

/** Plain text of a description (for search snippets, `title` attributes and tests). */
export function markdownToText(source: string): string {
  const inlineText = (nodes: InlineNode[]): string =>
    nodes
      .map((node) => {
        switch (node.type) {
          case 'text':
          case 'code':
            return node.value;
          case 'ref':
            return node.name;
          case 'break':
            return ' ';
          default:
            return inlineText(node.children);
        }
      })
      .join('');
  return parseMarkdown(source)
    .map((block) => {
      if (block.type === 'paragraph') return inlineText(block.children);
      if (block.type === 'list') return block.items.map(inlineText).join(' ');
      return block.value;
    })
    .join(' ')
    .trim();
}

/** The first sentence of a description, for one-line summaries in the index pages. */
export function firstSentence(source: string): string {
  const text = markdownToText(source);
  const match = /^(.+?[.!?])(\s|$)/.exec(text);
  return (match ? match[1] : text).trim();
}
