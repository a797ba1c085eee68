import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Place {
  id: number;
  path: string[];
  population: number;
}

// No row for "Europe" nor "France": the grid inserts empty group rows so Lyon and Porto still have parents.
const PLACES: Place[] = [
  { id: 1, path: ['Europe', 'France', 'Lyon'], population: 522000 },
  { id: 2, path: ['Europe', 'France', 'Nantes'], population: 323000 },
  { id: 3, path: ['Europe', 'Portugal'], population: 10640000 },
  { id: 4, path: ['Europe', 'Portugal', 'Porto'], population: 232000 },
  { id: 5, path: ['Asia', 'Japan', 'Sapporo'], population: 1960000 },
];

const columns: GridColDef<Place>[] = [
  {
    field: 'population',
    headerName: 'Population',
    type: 'number',
    width: 140,
  },
];

/** Paths with missing ancestors: the generated parents have empty cells. */
export default function TreeDataGapsGrid() {
  const rows = React.useMemo(() => PLACES, []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{ headerName: 'Place', width: 240 }}
        defaultGroupingExpansionDepth={-1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
