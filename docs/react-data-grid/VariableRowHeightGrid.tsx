import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridRowHeightParams,
} from '@mui/x-data-grid';

interface Release {
  id: string;
  version: string;
  kind: 'major' | 'minor' | 'patch';
  date: string;
}

const rows: Release[] = [
  { id: 'v5.0.0', version: '5.0.0', kind: 'major', date: '2025-03-01' },
  { id: 'v4.9.2', version: '4.9.2', kind: 'patch', date: '2025-02-11' },
  { id: 'v4.9.1', version: '4.9.1', kind: 'patch', date: '2025-01-28' },
  { id: 'v4.9.0', version: '4.9.0', kind: 'minor', date: '2025-01-14' },
  { id: 'v4.8.0', version: '4.8.0', kind: 'minor', date: '2024-12-03' },
  { id: 'v4.0.0', version: '4.0.0', kind: 'major', date: '2024-06-18' },
];

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version', flex: 1 },
  { field: 'kind', headerName: 'Kind', width: 120 },
  { field: 'date', headerName: 'Released', width: 140 },
];

const heights = { major: 72, minor: 48, patch: 32 };

/** getRowHeight: major releases get tall rows, patches short ones. */
export default function VariableRowHeightGrid() {
  const getRowHeight = React.useCallback(
    ({ model, densityFactor }: GridRowHeightParams) =>
      heights[(model as Release).kind] * densityFactor,
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        hideFooter
      />
    </Box>
  );
}
