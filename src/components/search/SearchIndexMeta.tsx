import * as React from 'react';
import {
  PRODUCT_FILTER_KEY,
  SECTION_META_KEY,
  VERSION_FILTER_KEY,
  searchProductName,
  searchSection,
} from '@site/src/search/searchFacets';

/** Spread on the element that holds a page's article: Pagefind indexes only what is inside it. */
export const SEARCH_BODY_ATTRIBUTES = { 'data-pagefind-body': '' } as const;

/** Spread on parts of the article that are controls, not content (buttons, menus). */
export const SEARCH_IGNORE_ATTRIBUTES = { 'data-pagefind-ignore': 'all' } as const;

/**
 * Hidden markers read by Pagefind at build time: the page's product and docs version (filters), its section
 * (guide or API) and its plain title (the H1 also holds plan marks). Values sit in an attribute so commas
 * and colons in a title need no escaping. `sitePath` is the page's path inside its version
 * (`/react-data-grid/sorting/` for `/x/8.x/react-data-grid/sorting/`); `version` the version's name.
 */
export default function SearchIndexMeta({
  sitePath,
  title,
  version,
}: {
  sitePath: string;
  title: string;
  version: string;
}) {
  return (
    <>
      <span hidden data-pagefind-filter={`${VERSION_FILTER_KEY}[data-value]`} data-value={version} />
      <span
        hidden
        data-pagefind-filter={`${PRODUCT_FILTER_KEY}[data-value]`}
        data-value={searchProductName(sitePath)}
      />
      <span
        hidden
        data-pagefind-meta={`${SECTION_META_KEY}[data-value]`}
        data-value={searchSection(sitePath)}
      />
      <span hidden data-pagefind-meta="title[data-value]" data-value={title} />
    </>
  );
}
