/**
 * Markdown for API reference pages, from the same JSON data the pages render: built as a syntax tree
 * (tables included) and printed by mdast-util-to-markdown, which escapes pipes and other
 * table-breaking characters in cells.
 */
import type { PhrasingContent, Root, RootContent, TableRow, TableCell, Table, List } from 'mdast';
import { loadMarkdownTools, SERIALIZE_OPTIONS, type MarkdownTools } from './markdownTools';
import { firstSentence, markdownToText } from '../api/markdown';
import {
  readApiIndexData,
  readApiPageData,
  type ApiIndexMarkdownPage,
  type ApiMarkdownPage,
} from './apiPages';

export interface ApiMarkdownOptions {
  /** Absolute URL for a site-relative page path (its Markdown version). */
  linkTo: (sitePath: string) => string;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });

function table(header: string[], rows: PhrasingContent[][][]): Table {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((label) => [text(label)])), ...rows.map(row)],
  };
}

function section(title: string): RootContent {
  return { type: 'heading', depth: 2, children: [text(title)] };
}

function linkList(items: { label: PhrasingContent[]; url: string; description?: string }[]): List {
  return {
    type: 'list',
    spread: false,
    children: items.map((item) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: item.url, children: item.label },
            ...(item.description ? [text(`: ${item.description}`)] : []),
          ],
        },
      ],
    })),
  };
}

/** `[[GridColDef]]` → a link to that type's page (or code when it has none). */
function linkReferences(
  nodes: PhrasingContent[],
  links: Record<string, string>,
  options: ApiMarkdownOptions,
): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    if (node.type !== 'text') {
      if ('children' in node && node.type !== 'link') {
        return [
          {
            ...node,
            children: linkReferences(node.children as PhrasingContent[], links, options),
          } as PhrasingContent,
        ];
      }
      return [node];
    }
    const parts = node.value.split(/\[\[([A-Za-z_$][\w$.]*)\]\]/);
    return parts.flatMap((part, index): PhrasingContent[] => {
      if (index % 2 === 0) return part ? [text(part)] : [];
      const target = links[part];
      return target ? [{ type: 'link', url: options.linkTo(target), children: [code(part)] }] : [code(part)];
    });
  });
}

// Parsed descriptions by source: the Pro and Premium components repeat most of the community edition's
// props, and parsing is most of the export's time. Each use gets its own copy of the tree.
const parsedDescriptions = new Map<string, ReturnType<MarkdownTools['fromMarkdown']>>();

function parseDescription(tools: MarkdownTools, source: string): ReturnType<MarkdownTools['fromMarkdown']> {
  let tree = parsedDescriptions.get(source);
  if (!tree) {
    tree = tools.fromMarkdown(source, tools.gfmParseExtensions);
    parsedDescriptions.set(source, tree);
  }
  return JSON.parse(JSON.stringify(tree)) as typeof tree;
}

/** A JSDoc Markdown description flattened to inline content, so it fits in one table cell. */
function inlineDescription(
  tools: MarkdownTools,
  source: string,
  links: Record<string, string>,
  options: ApiMarkdownOptions,
): PhrasingContent[] {
  if (!source.trim()) return [];
  const tree = parseDescription(tools, source);
  const pieces: PhrasingContent[][] = [];
  const visit = (node: RootContent) => {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
        pieces.push(node.children);
        break;
      case 'code':
        pieces.push([code(node.value.replace(/\s*\n\s*/g, ' '))]);
        break;
      case 'list':
        node.children.forEach((item) => item.children.forEach(visit));
        break;
      case 'blockquote':
        node.children.forEach(visit);
        break;
      default:
        break;
    }
  };
  tree.children.forEach(visit);
  const joined = pieces.flatMap((piece, index) => (index === 0 ? piece : [text(' '), ...piece]));
  // Soft line breaks inside paragraphs would end the table row.
  const flattened = joined.map((node) =>
    node.type === 'text' ? text(node.value.replace(/\s*\n\s*/g, ' ')) : node,
  );
  return linkReferences(flattened, links, options);
}

/** Body of a component or interface page (the caller writes the H1 and one-line description). */
export function apiPageNodes(
  tools: MarkdownTools,
  page: ApiMarkdownPage,
  options: ApiMarkdownOptions,
): RootContent[] {
  const describe = (source: string) => inlineDescription(tools, source, page.links, options);
  const nodes: RootContent[] = [];
  // The one-line description is the first sentence; repeat the JSDoc only when it says more.
  if (page.description.trim() && firstSentence(page.description) !== markdownToText(page.description)) {
    nodes.push({ type: 'paragraph', children: describe(page.description) });
  }
  if (page.demos.length > 0) {
    nodes.push(
      section('Demos'),
      linkList(page.demos.map((demo) => ({ label: [text(demo.title)], url: options.linkTo(demo.href) }))),
    );
  }
  if (page.imports.length > 0) {
    nodes.push(section('Import'), { type: 'code', lang: 'js', value: page.imports.join('\n') });
  }
  if (page.props.length > 0) {
    nodes.push(
      section(page.kind === 'component' ? 'Props' : 'Properties'),
      table(
        ['Name', 'Type', 'Default', 'Description'],
        page.props.map((prop) => {
          let description = describe(prop.description);
          if (prop.signature) description.push(text(' Signature: '), code(prop.signature));
          if (prop.deprecated !== undefined) {
            const note = describe(prop.deprecated);
            description = [
              ...(note.length > 0 ? [text('Deprecated: '), ...note] : [text('Deprecated.')]),
              text(' '),
              ...description,
            ];
          }
          return [
            [code(prop.name), ...(prop.required ? [text(' (required)')] : [])],
            prop.type ? [code(prop.type)] : [],
            prop.default !== undefined ? [code(prop.default)] : [],
            description,
          ];
        }),
      ),
    );
  }
  if (page.slots.length > 0) {
    nodes.push(
      section('Slots'),
      table(
        ['Name', 'Default', 'Class', 'Description'],
        page.slots.map((slot) => [
          [code(slot.name)],
          slot.default ? [code(slot.default)] : [],
          slot.className ? [code(`.${slot.className}`)] : [],
          describe(slot.description),
        ]),
      ),
    );
  }
  if (page.classes.length > 0) {
    nodes.push(
      section('CSS classes'),
      table(
        ['Class name', 'Rule name', 'Description'],
        page.classes.map((entry) => [
          [code(`.${entry.className}`), ...(entry.isGlobal ? [text(' (global)')] : [])],
          entry.key ? [code(entry.key)] : [],
          describe(entry.description),
        ]),
      ),
    );
  }
  return nodes;
}

/** Body of a product's API index: its components and interfaces, linked to their Markdown. */
export function apiIndexNodes(index: ApiIndexMarkdownPage, options: ApiMarkdownOptions): RootContent[] {
  const nodes: RootContent[] = [];
  for (const kind of ['component', 'interface'] as const) {
    const entries = index.entries.filter((entry) => entry.kind === kind);
    if (entries.length === 0) continue;
    nodes.push(
      section(kind === 'component' ? 'Components' : 'Interfaces'),
      linkList(
        entries.map((entry) => ({
          label: [text(entry.name)],
          url: options.linkTo(entry.href),
          description: entry.description,
        })),
      ),
    );
  }
  return nodes;
}

/** Renders any API data a page imports; null when the data is not API data this module knows. */
export function apiDataNodes(
  tools: MarkdownTools,
  data: unknown,
  options: ApiMarkdownOptions,
): RootContent[] | null {
  const page = readApiPageData(data);
  if (page) return apiPageNodes(tools, page, options);
  const index = readApiIndexData(data);
  if (index) return apiIndexNodes(index, options);
  return null;
}

/** The Markdown body of an API page from its data (the page's route data, plugins/api-docs). */
export async function apiDataMarkdown(data: unknown, options: ApiMarkdownOptions): Promise<string | null> {
  const tools = await loadMarkdownTools();
  const nodes = apiDataNodes(tools, data, options);
  if (!nodes) return null;
  const root: Root = { type: 'root', children: nodes };
  return tools.toMarkdown(root, { ...SERIALIZE_OPTIONS, extensions: tools.serializeExtensions }).trim();
}
