import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { driveColumns, getDriveItems, getDrivePath } from './treeDataFiles';

/** Sorted by size, largest first; with the switch on, only the top level is reordered. */
export default function TreeDataChildrenSortingGrid() {
  const rows = React.useMemo(() => getDriveItems(), []);
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <FormControlLabel
        sx={{ height: 32 }}
        control={
          <Switch
            checked={topLevelOnly}
            onChange={(event) => setTopLevelOnly(event.target.checked)}
          />
        }
        label="disableChildrenSorting"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={driveColumns}
          getTreeDataPath={getDrivePath}
          groupingColDef={{ headerName: 'Name', width: 260 }}
          disableChildrenSorting={topLevelOnly}
          initialState={{
            sorting: { sortModel: [{ field: 'sizeKb', sort: 'desc' }] },
          }}
          defaultGroupingExpansionDepth={-1}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
