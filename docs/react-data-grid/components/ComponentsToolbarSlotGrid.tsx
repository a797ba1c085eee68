import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface Course {
  id: number;
  title: string;
  teacher: string;
  room: string;
  enrolled: number;
}

const rows: Course[] = [
  {
    id: 1,
    title: 'Organic chemistry',
    teacher: 'Dr. Adebayo',
    room: 'B204',
    enrolled: 48,
  },
  {
    id: 2,
    title: 'Linear algebra',
    teacher: 'Prof. Lindqvist',
    room: 'A110',
    enrolled: 112,
  },
  {
    id: 3,
    title: 'Medieval history',
    teacher: 'Dr. Moreau',
    room: 'C015',
    enrolled: 36,
  },
  {
    id: 4,
    title: 'Microeconomics',
    teacher: 'Prof. Okonkwo',
    room: 'A210',
    enrolled: 95,
  },
  {
    id: 5,
    title: 'Cell biology',
    teacher: 'Dr. Tanaka',
    room: 'B118',
    enrolled: 64,
  },
];

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 160 },
  { field: 'teacher', headerName: 'Teacher', width: 150 },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'enrolled', headerName: 'Enrolled', type: 'number', width: 100 },
];

/** A toolbar built from the grid's parts: a title and three icon buttons. */
function CourseToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>Spring term</Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function ComponentsToolbarSlotGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: CourseToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
