/**
 * Inline code on a guide page that names a prop of one of its front-matter `components:` and may stay
 * unlinked (tests/browser/content-tooling.test.ts). Each entry says why; an entry that no longer matches
 * anything fails the test, so the list only holds live exceptions.
 */
export interface UnlinkedPropException {
  /** The page, relative to the site: `docs/react-data-grid/sorting.mdx`. */
  page: string;
  /** The prop named in inline code. */
  prop: string;
  reason: string;
}

/**
 * Rule for every page: code in a heading stays unlinked. A heading is itself a link target (its anchor and
 * the table of contents link to it), and a link inside it would nest links in the table of contents.
 */
export const HEADINGS_STAY_UNLINKED = true;

export const UNLINKED_PROP_ALLOW_LIST: readonly UnlinkedPropException[] = [
  {
    page: 'docs/react-data-grid/events.mdx',
    prop: 'onFetchRows',
    reason:
      'in the generated event catalogue: a JSDoc description of the installed package, rendered as written (plugins/grid-events)',
  },
  {
    page: 'docs/react-data-grid/events.mdx',
    prop: 'scrollEndThreshold',
    reason:
      'in the generated event catalogue: a JSDoc description of the installed package, rendered as written (plugins/grid-events)',
  },
];
