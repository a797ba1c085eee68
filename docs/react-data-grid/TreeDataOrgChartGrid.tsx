import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  /** Names from the top of the company down to this person. */
  hierarchy: string[];
  jobTitle: string;
  location: string;
}

const orgChartRows: Employee[] = [
  { id: 1, hierarchy: ['Sarah Chen'], jobTitle: 'CEO', location: 'London' },
  {
    id: 2,
    hierarchy: ['Sarah Chen', 'Tomás Rivera'],
    jobTitle: 'VP Engineering',
    location: 'Lisbon',
  },
  {
    id: 3,
    hierarchy: ['Sarah Chen', 'Tomás Rivera', 'Aiko Tanaka'],
    jobTitle: 'Staff Engineer',
    location: 'Tokyo',
  },
  {
    id: 4,
    hierarchy: ['Sarah Chen', 'Tomás Rivera', 'Liam O’Brien'],
    jobTitle: 'Engineering Manager',
    location: 'Dublin',
  },
  {
    id: 5,
    hierarchy: ['Sarah Chen', 'Tomás Rivera', 'Liam O’Brien', 'Noor Haddad'],
    jobTitle: 'Frontend Engineer',
    location: 'Dublin',
  },
  {
    id: 6,
    hierarchy: ['Sarah Chen', 'Tomás Rivera', 'Liam O’Brien', 'Felix Wagner'],
    jobTitle: 'Backend Engineer',
    location: 'Berlin',
  },
  {
    id: 7,
    hierarchy: ['Sarah Chen', 'Grace Mensah'],
    jobTitle: 'VP Sales',
    location: 'Accra',
  },
  {
    id: 8,
    hierarchy: ['Sarah Chen', 'Grace Mensah', 'Diego Alvarez'],
    jobTitle: 'Account Executive',
    location: 'Madrid',
  },
  {
    id: 9,
    hierarchy: ['Sarah Chen', 'Grace Mensah', 'Ingrid Larsen'],
    jobTitle: 'Account Executive',
    location: 'Oslo',
  },
  {
    id: 10,
    hierarchy: ['Sarah Chen', 'Priya Nair'],
    jobTitle: 'VP People',
    location: 'Bengaluru',
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', flex: 1, minWidth: 180 },
  { field: 'location', headerName: 'Location', width: 140 },
];

const getTreeDataPath: DataGridProProps<Employee>['getTreeDataPath'] = (row) =>
  row.hierarchy;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Employee',
  width: 280,
};

/** An organisation chart: each row's path is the chain of managers down to the person. */
export default function TreeDataOrgChartGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={orgChartRows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
