/**
 * Markdown for API reference pages, built as a syntax tree (tables included) and printed by
 * mdast-util-to-markdown, which escapes pipes and other table-breaking characters in cells.
 */
import type { PhrasingContent, RootContent, Root, TableRow, TableCell, Table } from 'mdast';
import { loadMarkdownTools, SERIALIZE_OPTIONS, type MarkdownTools } from './markdownTools';
import type { ApiIndexMarkdownPage, ApiMarkdownPage } from './apiPages';

export interface ApiMarkdownOptions {
  /** URL for a site-relative page path (its Markdown version, absolute). */
  linkTo: (sitePath: string) => string;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });

function table(header: string[], rows: PhrasingContent[][][]): Table {
  return { type: 'table', align: header.map(() => 'left'), children: [row(header.map((label) => [text(label)])), ...rows.map(row)] };
}

/** `[[GridColDef]]` → a link to that type's page (or code when it has none). */
function linkReferences(nodes: PhrasingContent[], links: Record<string, string>, options: ApiMarkdownOptions): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    if (node.type !== 'text') {
      if ('children' in node && node.type !== 'link') {
        return [{ ...node, children: linkReferences(node.children as PhrasingContent[], links, options) } as PhrasingContent];
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

/** A JSDoc Markdown description flattened to inline content, so it fits in one table cell. */
function inlineDescription(tools: MarkdownTools, source: string, links: Record<string, string>, options: ApiMarkdownOptions): PhrasingContent[] {
  if (!source.trim()) return [];
  const tree = tools.fromMarkdown(source, tools.gfmParseExtensions);
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
  const flattened = joined.map((node) => (node.type === 'text' ? text(node.value.replace(/\s*\n\s*/g, ' ')) : node));
  return linkReferences(flattened, links, options);
}

function section(title: string): RootContent {
  return { type: 'heading', depth: 2, children: [text(title)] };
}

async function print(tools: MarkdownTools, children: RootContent[]): Promise<string> {
  const root: Root = { type: 'root', children };
  return `${tools.toMarkdown(root, { ...SERIALIZE_OPTIONS, extensions: tools.serializeExtensions }).trim()}\n`;
}

/** Title of an API page, as its H1 shows it. */
export function apiPageTitle(page: Pick<ApiMarkdownPage, 'name'>): string {
  return `${page.name} API`;
}

export async function apiPageMarkdown(page: ApiMarkdownPage, options: ApiMarkdownOptions): Promise<string> {
  const tools = await loadMarkdownTools();
  const describe = (source: string) => inlineDescription(tools, source, page.links, options);
  const children: RootContent[] = [{ type: 'heading', depth: 1, children: [text(apiPageTitle(page))] }];
  const intro = describe(page.description);
  if (intro.length > 0) children.push({ type: 'paragraph', children: intro });
  if (page.imports.length > 0) {
    children.push(section('Import'), { type: 'code', lang: 'js', value: page.imports.join('\n') });
  }
  if (page.props.length > 0) {
    children.push(
      section(page.kind === 'component' ? 'Props' : 'Properties'),
      table(
        ['Name', 'Type', 'Default', 'Description'],
        page.props.map((prop) => {
          const description = describe(prop.description);
          if (prop.signature) description.push(text(' Signature: '), code(prop.signature));
          if (prop.deprecated !== undefined) description.unshift(text(prop.deprecated ? `Deprecated: ${prop.deprecated} ` : 'Deprecated. '));
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
    children.push(
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
    children.push(
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
  return print(tools, children);
}

/** Title of a product's API index page. */
export function apiIndexTitle(index: Pick<ApiIndexMarkdownPage, 'productName'>): string {
  return `${index.productName} API reference`;
}

export async function apiIndexMarkdown(index: ApiIndexMarkdownPage, options: ApiMarkdownOptions): Promise<string> {
  const tools = await loadMarkdownTools();
  const children: RootContent[] = [{ type: 'heading', depth: 1, children: [text(apiIndexTitle(index))] }];
  for (const kind of ['component', 'interface'] as const) {
    const entries = index.entries.filter((entry) => entry.kind === kind);
    if (entries.length === 0) continue;
    children.push(section(kind === 'component' ? 'Components' : 'Interfaces'), {
      type: 'list',
      spread: false,
      children: entries.map((entry) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: options.linkTo(entry.path), children: [text(entry.name)] },
              ...(entry.description ? [text(`: ${entry.description}`)] : []),
            ],
          },
        ],
      })),
    });
  }
  return print(tools, children);
}
