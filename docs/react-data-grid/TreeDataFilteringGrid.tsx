import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-pro';

interface FileEntry {
  id: number;
  path: string[];
  kind: 'Folder' | 'Document' | 'Spreadsheet' | 'Image';
  sizeKb: number | null;
}

const rows: FileEntry[] = [
  { id: 1, path: ['Finance'], kind: 'Folder', sizeKb: null },
  { id: 2, path: ['Finance', '2025'], kind: 'Folder', sizeKb: null },
  {
    id: 3,
    path: ['Finance', '2025', 'budget.xlsx'],
    kind: 'Spreadsheet',
    sizeKb: 412,
  },
  {
    id: 4,
    path: ['Finance', '2025', 'audit-report.pdf'],
    kind: 'Document',
    sizeKb: 1880,
  },
  { id: 5, path: ['Finance', 'invoices.xlsx'], kind: 'Spreadsheet', sizeKb: 96 },
  { id: 6, path: ['Marketing'], kind: 'Folder', sizeKb: null },
  {
    id: 7,
    path: ['Marketing', 'launch-report.pdf'],
    kind: 'Document',
    sizeKb: 2240,
  },
  { id: 8, path: ['Marketing', 'banner.png'], kind: 'Image', sizeKb: 730 },
  { id: 9, path: ['Marketing', 'Assets'], kind: 'Folder', sizeKb: null },
  { id: 10, path: ['Marketing', 'Assets', 'logo.png'], kind: 'Image', sizeKb: 54 },
  { id: 11, path: ['Handbook.pdf'], kind: 'Document', sizeKb: 640 },
];

const columns: GridColDef<FileEntry>[] = [
  { field: 'kind', headerName: 'Kind', width: 140 },
  {
    field: 'sizeKb',
    headerName: 'Size (kB)',
    type: 'number',
    width: 120,
  },
];

const getTreeDataPath: DataGridProProps<FileEntry>['getTreeDataPath'] = (row) =>
  row.path;

// Open the folders down to the second level; deeper folders stay closed.
const isGroupExpandedByDefault = (node: GridGroupNode) => node.depth < 1;

/** A file tree filtered to documents: the folders that lead to a match stay visible. */
export default function TreeDataFilteringGrid() {
  const [disableChildrenFiltering, setDisableChildrenFiltering] =
    React.useState(false);

  return (
    <Box
      sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <FormControlLabel
        sx={{ height: 40 }}
        control={
          <Switch
            checked={disableChildrenFiltering}
            onChange={(event) => setDisableChildrenFiltering(event.target.checked)}
          />
        }
        label="Filter top-level rows only"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 240 }}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          disableChildrenFiltering={disableChildrenFiltering}
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'kind', operator: 'equals', value: 'Document' }],
              },
            },
          }}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
