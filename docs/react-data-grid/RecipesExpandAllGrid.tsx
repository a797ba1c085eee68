import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Course {
  id: number;
  faculty: string;
  department: string;
  course: string;
  credits: number;
}

const rows: Course[] = [
  {
    id: 1,
    faculty: 'Science',
    department: 'Physics',
    course: 'Classical mechanics',
    credits: 6,
  },
  { id: 2, faculty: 'Science', department: 'Physics', course: 'Optics', credits: 4 },
  {
    id: 3,
    faculty: 'Science',
    department: 'Chemistry',
    course: 'Organic chemistry I',
    credits: 6,
  },
  {
    id: 4,
    faculty: 'Science',
    department: 'Chemistry',
    course: 'Lab safety',
    credits: 2,
  },
  {
    id: 5,
    faculty: 'Arts',
    department: 'History',
    course: 'Medieval Europe',
    credits: 5,
  },
  {
    id: 6,
    faculty: 'Arts',
    department: 'History',
    course: 'Oral history methods',
    credits: 3,
  },
  {
    id: 7,
    faculty: 'Arts',
    department: 'Linguistics',
    course: 'Phonetics',
    credits: 4,
  },
  {
    id: 8,
    faculty: 'Engineering',
    department: 'Civil',
    course: 'Structural analysis',
    credits: 6,
  },
  {
    id: 9,
    faculty: 'Engineering',
    department: 'Software',
    course: 'Compilers',
    credits: 5,
  },
];

const columns: GridColDef<Course>[] = [
  { field: 'faculty', headerName: 'Faculty', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'course', headerName: 'Course', flex: 1, minWidth: 200 },
  { field: 'credits', headerName: 'Credits', type: 'number', width: 100 },
];

/** Two buttons open or close every group at once through the API object. */
export default function RecipesExpandAllGrid() {
  const apiRef = useGridApiRef();

  return (
    <Box
      sx={{
        height: 480,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ height: 36 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.expandAllRows()}
        >
          Expand all
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.collapseAllRows()}
        >
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['faculty', 'department'] },
            columns: {
              columnVisibilityModel: { faculty: false, department: false },
            },
          }}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
