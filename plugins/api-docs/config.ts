/**
 * What the API reference documents: the packages of each product (community first, then the paid
 * editions) and the interfaces that get their own page. Editing this file changes the generator's
 * source hash, so the cached extraction is rebuilt.
 */
import type { ApiProductSegment } from '../../src/api/types';
import type { Plan } from '../../src/pageTree/types';

export interface ProductPackages {
  product: ApiProductSegment;
  /** Sidebar and index title. */
  title: string;
  /** In tier order: community, pro, premium. */
  packages: { name: string; plan?: Plan }[];
  /** Exported types documented on their own page (the name as exported by the packages). */
  interfaces: string[];
}

export const API_PRODUCTS: readonly ProductPackages[] = [
  {
    product: 'data-grid',
    title: 'Data Grid',
    packages: [
      { name: '@mui/x-data-grid' },
      { name: '@mui/x-data-grid-pro', plan: 'pro' },
      { name: '@mui/x-data-grid-premium', plan: 'premium' },
    ],
    interfaces: [
      'GridApi',
      'GridCellParams',
      'GridColDef',
      'GridSingleSelectColDef',
      'GridActionsColDef',
      // Named GridListColDef before v8.
      'GridListViewColDef',
      'GridExportStateParams',
      'GridFilterItem',
      'GridFilterModel',
      'GridFilterOperator',
      'GridRowClassNameParams',
      'GridRowParams',
      'GridRowSpacingParams',
      'GridAggregationFunction',
      'GridCsvExportOptions',
      'GridPrintExportOptions',
      'GridExcelExportOptions',
    ],
  },
  {
    product: 'date-pickers',
    title: 'Date and Time Pickers',
    packages: [{ name: '@mui/x-date-pickers' }, { name: '@mui/x-date-pickers-pro', plan: 'pro' }],
    interfaces: [],
  },
  {
    product: 'charts',
    title: 'Charts',
    packages: [{ name: '@mui/x-charts' }, { name: '@mui/x-charts-pro', plan: 'pro' }],
    interfaces: ['AxisConfig', 'BarSeriesType', 'LineSeriesType', 'PieSeriesType', 'ScatterSeriesType'],
  },
  {
    product: 'tree-view',
    title: 'Tree View',
    packages: [{ name: '@mui/x-tree-view' }, { name: '@mui/x-tree-view-pro', plan: 'pro' }],
    interfaces: [],
  },
];

export function productConfig(product: ApiProductSegment): ProductPackages {
  const found = API_PRODUCTS.find((entry) => entry.product === product);
  if (!found) throw new Error(`api-docs: unknown product "${product}"`);
  return found;
}

/**
 * MUI's global state classes: `generateUtilityClass` names these `Mui-<state>` instead of
 * `<MuiName>-<state>`, so one selector styles the state in every component.
 */
export const GLOBAL_STATE_CLASSES: ReadonlySet<string> = new Set([
  'active',
  'checked',
  'completed',
  'disabled',
  'error',
  'expanded',
  'focused',
  'focusVisible',
  'open',
  'readOnly',
  'required',
  'selected',
]);

/** Props every React element takes; they are described by React, not by the component. */
export const REACT_RESERVED_PROPS: ReadonlySet<string> = new Set(['key', 'ref']);

/**
 * Props declared by React's own types that still belong in a props table: what the component does with
 * its children is part of its contract. Other DOM attributes are left to the element's documentation.
 */
export const KEPT_REACT_PROPS: ReadonlySet<string> = new Set(['children']);
