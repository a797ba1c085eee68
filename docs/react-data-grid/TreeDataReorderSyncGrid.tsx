import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';
import {
  driveColumns,
  getDriveItems,
  getDrivePath,
  type DriveItem,
} from './treeDataFiles';

const setDrivePath = (path: string[], row: DriveItem): DriveItem => ({
  ...row,
  path,
});

/**
 * Keeps the application's copy of the drive in sync: moved rows come through processRowUpdate with their new
 * path, and onRowOrderChange reports each move. The list under the grid is what would be saved.
 */
export default function TreeDataReorderSyncGrid() {
  const initialRows = React.useMemo(() => getDriveItems(), []);
  const [saved, setSaved] = React.useState<Map<number, string>>(
    () => new Map(initialRows.map((row) => [row.id, row.path.join('/')])),
  );
  const [lastMove, setLastMove] = React.useState('No move yet.');

  const processRowUpdate = React.useCallback((newRow: DriveItem) => {
    setSaved((previous) => new Map(previous).set(newRow.id, newRow.path.join('/')));
    return newRow;
  }, []);

  const handleRowOrderChange = React.useCallback(
    (params: GridRowOrderChangeParams) => {
      const name = (params.row as DriveItem).path.at(-1);
      setLastMove(
        params.oldParent === params.newParent
          ? `${name}: position ${params.oldIndex + 1} → ${params.targetIndex + 1} in its folder`
          : `${name}: moved to another folder, position ${params.targetIndex + 1}`,
      );
    },
    [],
  );

  const changed = [...saved.entries()].filter(
    ([id, path]) => initialRows[id - 1].path.join('/') !== path,
  );

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          treeData
          rows={initialRows}
          columns={driveColumns}
          getTreeDataPath={getDrivePath}
          setTreeDataPath={setDrivePath}
          rowReordering
          processRowUpdate={processRowUpdate}
          onRowOrderChange={handleRowOrderChange}
          groupingColDef={{ headerName: 'Name', width: 260 }}
          defaultGroupingExpansionDepth={-1}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Box sx={{ height: 56, overflow: 'auto' }} aria-live="polite">
        <Typography variant="body2">{lastMove}</Typography>
        <Typography variant="caption" color="text.secondary">
          Paths to save:{' '}
          {changed.length === 0
            ? 'none'
            : changed.map(([, path]) => path).join(', ')}
        </Typography>
      </Box>
    </Box>
  );
}
