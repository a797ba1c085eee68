/**
 * Problems the API checks report on today's pages and demos that are left for their writers to rework: each is
 * a deprecated API of 8.29.3 that a page presents without saying so (`prose.ts`) or a demo uses
 * (`demoUsage.ts`). An entry that no longer matches a problem fails `tests/unit/content/apiClaims.test.ts`,
 * so the list only shrinks.
 */
export interface ProseAllowEntry {
  /** The page, relative to the site. */
  file: string;
  /** The API name of the problem, as reported. */
  name: string;
  reason: string;
}

export const PROSE_ALLOW_LIST: readonly ProseAllowEntry[] = [
  {
    file: 'docs/react-data-grid/column-definition.mdx',
    name: 'GridActionsColDef.getActions',
    reason:
      '`getActions` is deprecated for `renderCell` with `GridActionsCell`; the actions-column text needs rewriting.',
  },
  {
    file: 'docs/react-data-grid/faq.mdx',
    name: 'GridApi.getSelectedRows',
    reason: 'deprecated for the row-selection selectors; the FAQ answer needs a selector-based rewrite.',
  },
  {
    file: 'docs/react-data-grid/row-selection.mdx',
    name: 'GridApi.getSelectedRows',
    reason: 'deprecated for the row-selection selectors; the apiRef section needs a selector-based rewrite.',
  },
  {
    file: 'docs/react-data-grid/row-definition.mdx',
    name: 'GridApi.getRowId',
    reason: 'deprecated for `gridRowIdSelector`; the row-id section needs rewriting.',
  },
  {
    file: 'docs/react-data-grid/row-updates.mdx',
    name: 'onRowsScrollEnd',
    reason: 'deprecated for server-side infinite loading; the infinite-loading section needs rewriting.',
  },
  {
    file: 'docs/react-charts/BarsLabelsRadius.tsx',
    name: 'BarChart.barLabel',
    reason:
      'the `barLabel` prop is deprecated for `barLabel` in the series; the demo needs moving to the series.',
  },
  {
    file: 'docs/react-data-grid/InfiniteLoadingGrid.tsx',
    name: 'DataGridPro.onRowsScrollEnd',
    reason:
      'deprecated for server-side infinite loading; the demo goes with the row-updates section rewrite.',
  },
];

/** Whether a problem about `name` on `file` is listed. */
export function isAllowed(file: string, name: string): boolean {
  return PROSE_ALLOW_LIST.some((entry) => entry.file === file && entry.name === name);
}
