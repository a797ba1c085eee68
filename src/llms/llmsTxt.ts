/**
 * `llms.txt` (the llmstxt.org convention): the site's title, a one-paragraph summary, then one section
 * per product listing its pages with their one-line descriptions and links to their Markdown versions.
 * Pages of an older docs version follow in sections of their own, one per version and product, each headed
 * with the version's label ("Data Grid (older version 8.x)"), so a tool never mistakes them for the
 * current docs. Built as a syntax tree and printed by mdast-util-to-markdown, so titles and descriptions
 * are escaped.
 */
import type { ListItem, PhrasingContent, RootContent } from 'mdast';
import { loadMarkdownTools, SERIALIZE_OPTIONS } from './markdownTools';
import { GENERAL_PRODUCT_NAME, SEARCH_PRODUCT_NAMES } from '../search/searchFacets';

export interface LlmsPageEntry {
  title: string;
  description: string;
  /** Product name (`Data Grid`, …) or `General`. */
  product: string;
  section: 'guide' | 'API';
  /** Absolute URL of the Markdown version, or of the HTML page when the page has no Markdown version. */
  url: string;
  /** The label of the older (cut) docs version the page belongs to; absent for the current docs. */
  olderVersion?: string;
}

export interface LlmsTxtInput {
  title: string;
  summary: string;
  /** Extra paragraph explaining the links (optional). */
  details?: string;
  pages: readonly LlmsPageEntry[];
  /** Older versions' labels in the order their sections come (newest first); others follow as met. */
  olderVersions?: readonly string[];
}

/** The heading of an older version's product section. */
function olderVersionHeading(product: string, version: string): string {
  return `${product} (older version ${version})`;
}

/** Products in the order the site presents them; General (introduction, concepts, migration) last. */
export function productSectionOrder(): string[] {
  return [...SEARCH_PRODUCT_NAMES];
}

function entry(page: LlmsPageEntry): ListItem {
  const children: PhrasingContent[] = [
    { type: 'link', url: page.url, children: [{ type: 'text', value: page.title }] },
  ];
  const description = page.description.replace(/\s+/g, ' ').trim();
  if (description) children.push({ type: 'text', value: `: ${description}` });
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
}

export async function buildLlmsTxt(input: LlmsTxtInput): Promise<string> {
  const { toMarkdown, serializeExtensions } = await loadMarkdownTools();
  const children: RootContent[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: input.title }] },
    {
      type: 'blockquote',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: input.summary.replace(/\s+/g, ' ').trim() }] },
      ],
    },
  ];
  if (input.details) children.push({ type: 'paragraph', children: [{ type: 'text', value: input.details }] });
  const known = new Set(productSectionOrder());
  const productSections = (pages: readonly LlmsPageEntry[], heading: (product: string) => string) => {
    for (const product of productSectionOrder()) {
      const inProduct = pages.filter(
        (page) => (known.has(page.product) ? page.product : GENERAL_PRODUCT_NAME) === product,
      );
      if (inProduct.length === 0) continue;
      // Guides first, then the API reference, each in the order given.
      const ordered = [
        ...inProduct.filter((page) => page.section === 'guide'),
        ...inProduct.filter((page) => page.section === 'API'),
      ];
      children.push(
        { type: 'heading', depth: 2, children: [{ type: 'text', value: heading(product) }] },
        { type: 'list', spread: false, children: ordered.map(entry) },
      );
    }
  };
  productSections(
    input.pages.filter((page) => page.olderVersion === undefined),
    (product) => product,
  );
  const olderVersions = [
    ...new Set([
      ...(input.olderVersions ?? []),
      ...input.pages.flatMap((page) => (page.olderVersion === undefined ? [] : [page.olderVersion])),
    ]),
  ];
  for (const version of olderVersions) {
    productSections(
      input.pages.filter((page) => page.olderVersion === version),
      (product) => olderVersionHeading(product, version),
    );
  }
  return `${toMarkdown({ type: 'root', children }, { ...SERIALIZE_OPTIONS, extensions: serializeExtensions }).trim()}\n`;
}
