import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import {
  DataGrid,
  type GridCellParams,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

type Health = 'On track' | 'At risk' | 'Blocked';

interface Project {
  id: number;
  name: string;
  health: Health;
  progress: number;
  budgetDelta: number;
}

const rows: Project[] = [
  {
    id: 1,
    name: 'Checkout redesign',
    health: 'On track',
    progress: 0.72,
    budgetDelta: 4200,
  },
  {
    id: 2,
    name: 'Warehouse scanner app',
    health: 'At risk',
    progress: 0.41,
    budgetDelta: -1800,
  },
  {
    id: 3,
    name: 'Data retention policy',
    health: 'Blocked',
    progress: 0.15,
    budgetDelta: -6500,
  },
  {
    id: 4,
    name: 'Partner API v2',
    health: 'On track',
    progress: 0.9,
    budgetDelta: 800,
  },
  {
    id: 5,
    name: 'Help centre search',
    health: 'At risk',
    progress: 0.55,
    budgetDelta: -300,
  },
];

const healthColor: Record<Health, 'success' | 'warning' | 'error'> = {
  'On track': 'success',
  'At risk': 'warning',
  Blocked: 'error',
};

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 180 },
  {
    field: 'health',
    headerName: 'Health',
    width: 120,
    // The value stays a string (for sorting, filtering, export); only its display changes.
    renderCell: (params: GridRenderCellParams<Project, Health>) =>
      params.value ? (
        <Chip
          label={params.value}
          color={healthColor[params.value]}
          size="small"
          variant="outlined"
        />
      ) : null,
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 160,
    renderCell: (params: GridRenderCellParams<Project, number>) => (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          width: '100%',
          height: '100%',
        }}
      >
        <LinearProgress
          variant="determinate"
          value={(params.value ?? 0) * 100}
          sx={{ flex: 1 }}
          aria-label={`${params.row.name} progress`}
        />
        <span>{Math.round((params.value ?? 0) * 100)}%</span>
      </Box>
    ),
  },
  {
    field: 'budgetDelta',
    headerName: 'Budget (±$)',
    type: 'number',
    width: 130,
    cellClassName: (params: GridCellParams<Project, number>) =>
      (params.value ?? 0) < 0 ? 'budget-over' : 'budget-under',
  },
];

/** renderCell draws a chip and a progress bar; cellClassName colours over-budget values. */
export default function RenderCellGrid() {
  return (
    <Box
      sx={{
        height: 370,
        width: '100%',
        '& .budget-over': { color: 'error.main', fontWeight: 600 },
        '& .budget-under': { color: 'success.main' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
