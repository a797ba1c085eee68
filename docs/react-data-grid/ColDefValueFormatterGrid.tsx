import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Survey {
  id: number;
  question: string;
  answered: Date;
  satisfaction: number;
}

const rows: Survey[] = [
  {
    id: 1,
    question: 'Ease of checkout',
    answered: new Date(2025, 4, 2),
    satisfaction: 0.82,
  },
  {
    id: 2,
    question: 'Delivery speed',
    answered: new Date(2025, 4, 9),
    satisfaction: 0.64,
  },
  {
    id: 3,
    question: 'Packaging',
    answered: new Date(2025, 4, 16),
    satisfaction: 0.91,
  },
  {
    id: 4,
    question: 'Customer service',
    answered: new Date(2025, 4, 23),
    satisfaction: 0.47,
  },
];

const percent = new Intl.NumberFormat('en-GB', { style: 'percent' });
const day = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
});

const columns: GridColDef<Survey>[] = [
  { field: 'question', headerName: 'Question', flex: 1, minWidth: 180 },
  {
    field: 'answered',
    headerName: 'Week of',
    type: 'date',
    width: 170,
    valueFormatter: (value: Date) => day.format(value),
  },
  {
    field: 'satisfaction',
    headerName: 'Satisfied',
    type: 'number',
    width: 110,
    // Stored as a fraction (0.82), shown as a percentage; sorting and filtering use the fraction.
    valueFormatter: (value: number) => percent.format(value),
  },
];

/** valueFormatter changes the text only: sort "Satisfied" and the fractions order the rows. */
export default function ColDefValueFormatterGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
