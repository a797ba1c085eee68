/**
 * Converts a doc page's MDX source into plain Markdown for AI tools (the `.md` next to each page). It
 * parses with the same micromark/mdast stack as Docusaurus's MDX pipeline (MDX, GFM, directives for
 * admonitions, front matter) and rewrites the syntax tree, so code blocks and prose are never touched by
 * text substitution:
 * - front matter, `import`/`export` and `{expressions}` are dropped (the caller writes title and description);
 * - `<Demo name="X" />` becomes the demo's TSX source in a fenced block;
 * - a JSX element given data imported from a JSON file (`<ComponentApiPage data={data} />`, as the
 *   generated API pages do) is rendered from that data by `renderData` (tables of props, slots, classes);
 * - other JSX elements are replaced by their children (links and images keep their target), or dropped
 *   when they have none;
 * - admonitions (`:::warning`) become block quotes that start with their kind in bold.
 */
import type { Root, RootContent, Parent, PhrasingContent, Paragraph, BlockContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ContainerDirective } from 'mdast-util-directive';
import { loadMarkdownTools, SERIALIZE_OPTIONS, type MarkdownTools } from './markdownTools';
import { writerComponentMarkdown } from './writerComponents';

export interface DemoSource {
  /** File name shown on the code fence, e.g. `BasicSorting.tsx` or `StylingVariants/system.tsx`. */
  fileName: string;
  code: string;
}

export interface MdxToMarkdownOptions {
  /** The TSX source of a demo by name, or null when it cannot be found. */
  readDemo: (name: string) => DemoSource | null;
  /** Rewrites a link target (e.g. a relative `.mdx` link to the page's Markdown URL); identity by default. */
  resolveLink?: (url: string) => string;
  /** Told about constructs that could not be converted (missing demo, …). */
  warn?: (message: string) => void;
  /** The source rewrites Docusaurus applies before MDX parsing (see plugins/llms-export), if any. */
  preprocess?: (source: string) => string;
  /** Reads a JSON module the page imports (`import data from './x.json'`), given the import source. */
  loadJson?: (source: string) => unknown;
  /**
   * Rewrites the parsed page before conversion, the way the site's remark plugins do at build time (the
   * export fills `<ApiLink>` and `<PropTable>` from the API data and links props with it).
   */
  transformTree?: (tree: Root) => void;
  /** Renders data handed to a JSX element as Markdown nodes; null when the data is not understood. */
  renderData?: (data: unknown, tools: MarkdownTools) => RootContent[] | null;
}

interface ConvertContext {
  options: MdxToMarkdownOptions;
  tools: MarkdownTools;
  /** Local name → import source, for default imports of `.json` files. */
  jsonImports: Map<string, string>;
}

export interface PageMarkdownInput {
  title: string;
  description?: string | null;
  body: string;
  /** The label of the older docs version the page belongs to; absent for the current docs. */
  olderVersion?: string;
}

type MdxElement = MdxJsxFlowElement | MdxJsxTextElement;

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  error: 'Error',
};

function stringAttribute(element: MdxElement, name: string): string | null {
  for (const attribute of element.attributes) {
    if (
      attribute.type === 'mdxJsxAttribute' &&
      attribute.name === name &&
      typeof attribute.value === 'string'
    ) {
      return attribute.value;
    }
  }
  return null;
}

function textContent(node: RootContent | Root): string {
  if (
    'value' in node &&
    typeof node.value === 'string' &&
    node.type !== 'mdxTextExpression' &&
    node.type !== 'mdxFlowExpression'
  ) {
    return node.value;
  }
  return 'children' in node ? (node.children as RootContent[]).map(textContent).join('') : '';
}

/** Replaces one node by zero or more nodes; `null` keeps it as is (its children are still visited). */
type Rewrite = (node: RootContent, context: ConvertContext) => RootContent[] | null;

function rewriteDemo(element: MdxElement, options: MdxToMarkdownOptions): RootContent[] {
  const name = stringAttribute(element, 'name');
  const demo = name && /^[\w-]+$/.test(name) ? options.readDemo(name) : null;
  if (!demo) {
    options.warn?.(
      `Demo ${name ?? '(without a literal name)'} has no TSX source; it is left out of the Markdown.`,
    );
    return [];
  }
  return [
    { type: 'code', lang: 'tsx', meta: `title="${demo.fileName}"`, value: demo.code.replace(/\s+$/, '') },
  ];
}

/** `<X data={data} />` where `data` is a JSON import: rendered by `renderData`, or null. */
function rewriteDataElement(element: MdxElement, context: ConvertContext): RootContent[] | null {
  const { loadJson, renderData } = context.options;
  if (!loadJson || !renderData) return null;
  for (const attribute of element.attributes) {
    if (
      attribute.type !== 'mdxJsxAttribute' ||
      typeof attribute.value !== 'object' ||
      attribute.value === null
    )
      continue;
    const source = context.jsonImports.get(attribute.value.value.trim());
    if (!source) continue;
    const nodes = renderData(loadJson(source), context.tools);
    if (nodes) return nodes;
  }
  return null;
}

function rewriteElement(element: MdxElement, context: ConvertContext): RootContent[] {
  const { options } = context;
  const name = element.name ?? '';
  if (name === 'Demo') return rewriteDemo(element, options);
  const writerComponent = writerComponentMarkdown(element, options.resolveLink);
  if (writerComponent) return writerComponent;
  const fromData = rewriteDataElement(element, context);
  if (fromData) return fromData;
  const children = element.children as RootContent[];
  if (name === 'a') {
    const href = stringAttribute(element, 'href');
    if (href) return [{ type: 'link', url: href, children: children as PhrasingContent[] }];
  }
  if (name === 'img') {
    const src = stringAttribute(element, 'src');
    return src ? [{ type: 'image', url: src, alt: stringAttribute(element, 'alt') ?? '' }] : [];
  }
  if (name === 'br') return element.type === 'mdxJsxTextElement' ? [{ type: 'break' }] : [];
  if (name === 'code' || name === 'kbd') {
    const value = textContent(element);
    return value ? [{ type: 'inlineCode', value }] : [];
  }
  // A flow element whose children are phrasing content would put bare text among blocks: wrap it.
  if (element.type === 'mdxJsxFlowElement' && children.length > 0 && children.every(isPhrasing)) {
    return [{ type: 'paragraph', children: children as PhrasingContent[] }];
  }
  return children;
}

const PHRASING_TYPES = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'html',
  'footnoteReference',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'textDirective',
]);

function isPhrasing(node: RootContent): boolean {
  return PHRASING_TYPES.has(node.type);
}

function rewriteAdmonition(node: ContainerDirective): RootContent[] {
  const kind = ADMONITION_LABELS[node.name];
  if (!kind) return [node];
  const children = [...node.children] as BlockContent[];
  let label = kind;
  const first = children[0];
  if (first?.type === 'paragraph' && first.data?.directiveLabel) {
    label = textContent(first).trim() || kind;
    children.shift();
  }
  const heading: Paragraph = {
    type: 'paragraph',
    children: [{ type: 'strong', children: [{ type: 'text', value: label }] }],
  };
  const [lead, ...rest] = children;
  // "**Warning:** text" reads best when the admonition starts with a paragraph.
  if (lead?.type === 'paragraph') {
    const merged: Paragraph = {
      type: 'paragraph',
      children: [
        { type: 'strong', children: [{ type: 'text', value: `${label}:` }] },
        { type: 'text', value: ' ' },
        ...lead.children,
      ],
    };
    return [{ type: 'blockquote', children: [merged, ...rest] }];
  }
  return [{ type: 'blockquote', children: [heading, ...children] }];
}

const rewrite: Rewrite = (node, context) => {
  const { options } = context;
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return rewriteElement(node, context);
    case 'containerDirective':
      return rewriteAdmonition(node);
    case 'link':
    case 'definition':
      if (options.resolveLink) node.url = options.resolveLink(node.url);
      return null;
    default:
      return null;
  }
};

/** Joins neighbouring text nodes left by removed JSX, without the doubled space the removal leaves. */
function mergeTexts(nodes: RootContent[]): RootContent[] {
  const merged: RootContent[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') {
      last.value =
        / $/.test(last.value) && /^ /.test(node.value)
          ? last.value + node.value.slice(1)
          : last.value + node.value;
    } else {
      merged.push(node.type === 'text' ? { ...node } : node);
    }
  }
  return merged;
}

/** Rewrites children bottom-up, so unwrapped JSX children are themselves converted. */
function transform(parent: Parent | Root, context: ConvertContext): void {
  const next: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    if ('children' in child) transform(child as Parent, context);
    const replaced = rewrite(child, context);
    if (replaced === null) {
      next.push(child);
      continue;
    }
    for (const node of replaced) {
      // Nodes produced by a rewrite (unwrapped children, admonition bodies) may need rewriting too.
      const again = node === child ? null : rewrite(node, context);
      if (again === null) next.push(node);
      else next.push(...again);
    }
  }
  (parent as Parent).children = mergeTexts(next) as Parent['children'];
  // Heading ids (`{/* #id */}`, or `{#id}` text under mdx1Compat) are anchors, not words: drop them and
  // the space they leave.
  if (parent.type === 'heading') {
    const last = parent.children[parent.children.length - 1];
    if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[^{}]*\}$/, '').replace(/\s+$/, '');
  }
}

/** Default imports of JSON files in the document's top-level `import` statements (parsed by acorn). */
function jsonImportsOf(tree: Root): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
      if (!statement.source.value.endsWith('.json')) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier')
          imports.set(specifier.local.name, statement.source.value);
      }
    }
  }
  return imports;
}

/** The Markdown body of an MDX document, without its front matter. */
export async function mdxBodyToMarkdown(source: string, options: MdxToMarkdownOptions): Promise<string> {
  const tools = await loadMarkdownTools();
  const tree = tools.fromMarkdown(
    options.preprocess ? options.preprocess(source) : source,
    tools.mdxParseExtensions,
  );
  options.transformTree?.(tree as Root);
  transform(tree, { options, tools, jsonImports: jsonImportsOf(tree) });
  return tools.toMarkdown(tree, { ...SERIALIZE_OPTIONS, extensions: tools.serializeExtensions }).trim();
}

/**
 * Assembles a page: `# Title`, the one-line description, a quoted line naming an older version (for a page
 * of a cut version, as the HTML page's banner does), then the body.
 */
export function pageMarkdown({ title, description, body, olderVersion }: PageMarkdownInput): string {
  const parts = [`# ${title.trim()}`];
  if (description && description.trim()) parts.push(description.trim());
  if (olderVersion !== undefined) {
    parts.push(`> This page documents MUI X ${olderVersion.replace(/[^\w .-]/g, '')}, an older version.`);
  }
  if (body.trim()) parts.push(body.trim());
  return `${parts.join('\n\n')}\n`;
}
