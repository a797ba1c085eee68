import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Plan = 'Community' | 'Pro' | 'Premium';

interface Feature {
  id: number;
  feature: string;
  area: string;
  plan: Plan;
  /** Path of the guide page under /x/react-data-grid/. */
  page: string;
}

// [feature, area, plan, page]: the plans are those of the packages (a Pro feature is a prop of DataGridPro that
// DataGrid lacks or forces off, as disableMultipleColumnsSorting is in DataGrid's forced props).
const FEATURES: [string, string, Plan, string][] = [
  ['Column definition and types', 'Columns', 'Community', 'column-definition'],
  ['Column width, flex and resizing', 'Columns', 'Community', 'column-dimensions'],
  ['Column visibility', 'Columns', 'Community', 'column-visibility'],
  ['Custom column types', 'Columns', 'Community', 'custom-columns'],
  ['Column header', 'Columns', 'Community', 'column-header'],
  ['Column menu', 'Columns', 'Community', 'column-menu'],
  ['Column spanning', 'Columns', 'Community', 'column-spanning'],
  ['Column groups', 'Columns', 'Community', 'column-groups'],
  ['Column ordering by drag and drop', 'Columns', 'Pro', 'column-ordering'],
  ['Column pinning', 'Columns', 'Pro', 'column-pinning'],
  ['Row definition and row IDs', 'Rows', 'Community', 'row-definition'],
  ['Row updates', 'Rows', 'Community', 'row-updates'],
  ['Row height', 'Rows', 'Community', 'row-height'],
  ['Row spanning', 'Rows', 'Community', 'row-spanning'],
  ['Master-detail row panels', 'Rows', 'Pro', 'master-detail'],
  ['Row reordering', 'Rows', 'Pro', 'row-ordering'],
  ['Row pinning', 'Rows', 'Pro', 'row-pinning'],
  ['Cell and row editing', 'Editing', 'Community', 'editing'],
  ['Sorting by one column', 'Sorting', 'Community', 'sorting'],
  ['Sorting by several columns', 'Sorting', 'Pro', 'sorting'],
  ['Filtering and quick filter', 'Filtering', 'Community', 'filtering'],
  ['Several filters at once', 'Filtering', 'Pro', 'filtering/multi-filters'],
  ['Header filters', 'Filtering', 'Pro', 'filtering/header-filters'],
  ['Pagination', 'Pagination', 'Community', 'pagination'],
  ['Row selection', 'Selection', 'Community', 'row-selection'],
  ['Cell selection', 'Selection', 'Premium', 'cell-selection'],
  ['Virtualization', 'Performance', 'Community', 'virtualization'],
  ['Accessibility', 'Accessibility', 'Community', 'accessibility'],
  ['Localization', 'Localization', 'Community', 'localization'],
  ['Tree data', 'Advanced', 'Pro', 'tree-data'],
  ['List view', 'Advanced', 'Pro', 'list-view'],
  ['Row grouping', 'Advanced', 'Premium', 'row-grouping'],
  ['Aggregation', 'Advanced', 'Premium', 'aggregation'],
  ['Pivoting', 'Advanced', 'Premium', 'pivoting'],
  ['CSV export and print', 'Export', 'Community', 'export'],
  ['Excel export', 'Export', 'Premium', 'export'],
  ['Copy to the clipboard', 'Clipboard', 'Community', 'clipboard'],
  ['Paste from the clipboard', 'Clipboard', 'Premium', 'clipboard'],
  ['Undo and redo', 'Advanced', 'Premium', 'undo-redo'],
  ['Charts integration', 'Advanced', 'Premium', 'charts-integration'],
  ['AI assistant', 'Advanced', 'Premium', 'ai-assistant'],
];

const rows: Feature[] = FEATURES.map(([feature, area, plan, page], index) => ({
  id: index + 1,
  feature,
  area,
  plan,
  page,
}));

const PLAN_COLOR = {
  Community: 'default',
  Pro: 'primary',
  Premium: 'secondary',
} as const;

const columns: GridColDef<Feature>[] = [
  {
    field: 'feature',
    headerName: 'Feature',
    flex: 1,
    minWidth: 240,
    renderCell: ({ row }) => (
      <Link href={`/x/react-data-grid/${row.page}/`}>{row.feature}</Link>
    ),
  },
  { field: 'area', headerName: 'Area', width: 130 },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['Community', 'Pro', 'Premium'],
    width: 130,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        variant="outlined"
        color={PLAN_COLOR[row.plan]}
        label={row.plan}
      />
    ),
  },
];

/** Every main feature with the plan it needs: search, filter by plan, follow a link to its page. */
export default function FeaturesTableGrid() {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
        pageSizeOptions={[50]}
      />
    </Box>
  );
}
