/**
 * The Markdown of the writer components (maintainers/writing.md, "Naming a prop, a slot or a class") for the `.md` export:
 * `<ApiLink>` becomes linked inline code, `<PropTable>` and `<KeyboardTable>` become tables. They read
 * the attributes the api-links remark plugin fills in (`href`, `rows`), or the literal `rows` a writer
 * gives a keyboard table; anything else is left out rather than guessed.
 */
import type { PhrasingContent, RootContent, Table, TableRow } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Expression } from 'estree';

type MdxElement = MdxJsxFlowElement | MdxJsxTextElement;

function attribute(element: MdxElement, name: string): MdxJsxAttribute['value'] | undefined {
  return element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name)
    ?.value;
}

function stringAttribute(element: MdxElement, name: string): string | null {
  const value = attribute(element, name);
  return typeof value === 'string' ? value : null;
}

function expressionOf(element: MdxElement, name: string): Expression | null {
  const value = attribute(element, name);
  if (!value || typeof value === 'string') return null;
  const statement = value.data?.estree?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : null;
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children) => ({ type: 'tableCell', children })),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((label) => [{ type: 'text', value: label }])), ...rows.map(row)],
  };
}

function apiLink(element: MdxElement): RootContent[] {
  const name = stringAttribute(element, 'name');
  if (!name) return [];
  const code: PhrasingContent = {
    type: 'inlineCode',
    value: stringAttribute(element, 'label') ?? name.split('.').pop() ?? name,
  };
  const href = stringAttribute(element, 'href');
  return [href ? { type: 'link', url: href, children: [code] } : code];
}

interface PropRow {
  name: string;
  type: string;
  default?: string;
  description: string;
  href: string;
}

function isPropRow(value: unknown): value is PropRow {
  const row = value as PropRow;
  return (
    !!row &&
    typeof row.name === 'string' &&
    typeof row.type === 'string' &&
    typeof row.description === 'string' &&
    typeof row.href === 'string' &&
    (row.default === undefined || typeof row.default === 'string')
  );
}

function propTable(element: MdxElement, resolveLink: (url: string) => string): RootContent[] {
  const value = attribute(element, 'rows');
  if (!value || typeof value === 'string') return [];
  let rows: unknown;
  try {
    rows = JSON.parse(value.value);
  } catch {
    return [];
  }
  if (!Array.isArray(rows) || !rows.every(isPropRow)) return [];
  return [
    table(
      ['Prop', 'Type', 'Default', 'Description'],
      rows.map((row) => [
        [{ type: 'link', url: resolveLink(row.href), children: [{ type: 'inlineCode', value: row.name }] }],
        [{ type: 'inlineCode', value: row.type }],
        [row.default ? { type: 'inlineCode', value: row.default } : { type: 'text', value: '–' }],
        [{ type: 'text', value: row.description }],
      ]),
    ),
  ];
}

/** `rows={[['Shift+Space', 'Selects the row'], …]}`: only string literals are read. */
function keyboardTable(element: MdxElement): RootContent[] {
  const expression = expressionOf(element, 'rows');
  if (expression?.type !== 'ArrayExpression') return [];
  const rows: PhrasingContent[][][] = [];
  for (const entry of expression.elements) {
    if (entry?.type !== 'ArrayExpression' || entry.elements.length !== 2) return [];
    const [keys, action] = entry.elements.map((item) =>
      item?.type === 'Literal' && typeof item.value === 'string' ? item.value : null,
    );
    if (keys === null || action === null) return [];
    rows.push([[{ type: 'inlineCode', value: keys }], [{ type: 'text', value: action }]]);
  }
  const keysLabel = stringAttribute(element, 'keysLabel') ?? 'Keys';
  return rows.length > 0 ? [table([keysLabel, 'Action'], rows)] : [];
}

/**
 * The Markdown of a writer component, or null when the element is not one. Links inside tables are
 * passed through `resolveLink` here, since the converter does not visit the nodes it is given back.
 */
export function writerComponentMarkdown(
  element: MdxElement,
  resolveLink: (url: string) => string = (url) => url,
): RootContent[] | null {
  switch (element.name) {
    case 'ApiLink':
      return apiLink(element);
    case 'PropTable':
      return propTable(element, resolveLink);
    case 'KeyboardTable':
      return keyboardTable(element);
    default:
      return null;
  }
}
