import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import {
  driveColumns,
  getDriveItems,
  getDrivePath,
  type DriveItem,
} from './treeDataFiles';

// The inverse of getTreeDataPath: where a moved row (or a row under a moved folder) now lives.
const setDrivePath = (path: string[], row: DriveItem): DriveItem => ({
  ...row,
  path,
});

/** Drag files and folders by their handle, within a folder or into another one. */
export default function TreeDataReorderGrid() {
  const rows = React.useMemo(() => getDriveItems(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={driveColumns}
        getTreeDataPath={getDrivePath}
        setTreeDataPath={setDrivePath}
        rowReordering
        groupingColDef={{ headerName: 'Name', width: 260 }}
        defaultGroupingExpansionDepth={-1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
