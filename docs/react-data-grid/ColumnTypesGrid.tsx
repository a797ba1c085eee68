import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';

interface Talk {
  id: number;
  title: string;
  attendees: number;
  day: Date;
  startsAt: Date;
  online: boolean;
  track: 'design' | 'eng' | 'product';
  abstract: string;
}

const initialRows: Talk[] = [
  {
    id: 1,
    title: 'Accessible data tables',
    attendees: 240,
    day: new Date(2025, 8, 17),
    startsAt: new Date(2025, 8, 17, 9, 30),
    online: false,
    track: 'design',
    abstract:
      'How screen reader users move through large tables, and which ARIA roles, labels and focus rules make a grid usable without a mouse.',
  },
  {
    id: 2,
    title: 'Rendering 1M rows',
    attendees: 410,
    day: new Date(2025, 8, 17),
    startsAt: new Date(2025, 8, 17, 11, 0),
    online: true,
    track: 'eng',
    abstract:
      'Virtualization from first principles: measuring rows, keeping a buffer, and why the DOM should hold only what is on screen.',
  },
  {
    id: 3,
    title: 'Roadmaps people read',
    attendees: 130,
    day: new Date(2025, 8, 18),
    startsAt: new Date(2025, 8, 18, 14, 15),
    online: false,
    track: 'product',
    abstract:
      'Writing plans that engineers, sales and customers can all act on, with examples of what to leave out.',
  },
  {
    id: 4,
    title: 'Design tokens at scale',
    attendees: 185,
    day: new Date(2025, 8, 18),
    startsAt: new Date(2025, 8, 18, 16, 0),
    online: true,
    track: 'design',
    abstract:
      'Naming, versioning and shipping tokens across web and native apps without breaking every screen at once.',
  },
];

/** One column of each built-in type; the last column deletes a row. */
export default function ColumnTypesGrid() {
  const [rows, setRows] = React.useState(initialRows);

  // Memoized: a new columns array on each render would make the grid recompute them.
  const columns = React.useMemo<GridColDef<Talk>[]>(
    () => [
      { field: 'title', headerName: 'Title (string)', width: 190 },
      {
        field: 'attendees',
        headerName: 'Attendees (number)',
        type: 'number',
        width: 160,
      },
      { field: 'day', headerName: 'Day (date)', type: 'date', width: 130 },
      {
        field: 'startsAt',
        headerName: 'Starts (dateTime)',
        type: 'dateTime',
        width: 190,
      },
      {
        field: 'online',
        headerName: 'Online (boolean)',
        type: 'boolean',
        width: 140,
      },
      {
        field: 'track',
        headerName: 'Track (singleSelect)',
        type: 'singleSelect',
        // Stored as a short code, shown as a label.
        valueOptions: [
          { value: 'design', label: 'Design' },
          { value: 'eng', label: 'Engineering' },
          { value: 'product', label: 'Product' },
        ],
        width: 170,
        editable: true,
      },
      {
        field: 'abstract',
        headerName: 'Abstract (longText)',
        type: 'longText',
        width: 220,
        editable: true,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: ({ id }) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete event ${id}`}
            onClick={() =>
              setRows((current) => current.filter((row) => row.id !== id))
            }
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
