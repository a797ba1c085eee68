import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Medicine {
  id: number;
  name: string;
  form: string;
  strengthMg: number;
  stock: number;
}

const rows: Medicine[] = [
  { id: 1, name: 'Amoxicillin', form: 'Capsule', strengthMg: 500, stock: 320 },
  { id: 2, name: 'Ibuprofen', form: 'Tablet', strengthMg: 400, stock: 1150 },
  { id: 3, name: 'Metformin', form: 'Tablet', strengthMg: 850, stock: 640 },
  { id: 4, name: 'Omeprazole', form: 'Capsule', strengthMg: 20, stock: 410 },
  { id: 5, name: 'Salbutamol', form: 'Inhaler', strengthMg: 0.1, stock: 75 },
  { id: 6, name: 'Cetirizine', form: 'Tablet', strengthMg: 10, stock: 980 },
];

const columns: GridColDef<Medicine>[] = [
  { field: 'name', headerName: 'Medicine', flex: 1, minWidth: 140 },
  { field: 'form', headerName: 'Form', width: 110 },
  { field: 'strengthMg', headerName: 'Strength (mg)', type: 'number', width: 140 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

/** Shows where the keyboard focus is, from the grid's cellFocusIn event. */
export default function GridA11yFocusGrid() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState(
    'Tab into the grid, then use the arrow keys.',
  );

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    return api.subscribeEvent('cellFocusIn', (params) => {
      const rowNumber = api.getRowIndexRelativeToVisibleRows(params.id) + 1;
      setPosition(
        `Row ${rowNumber} of ${rows.length}, column "${params.colDef.headerName}"`,
      );
    });
  }, [apiRef]);

  return (
    <Box
      sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          label="Pharmacy stock"
          hideFooter
        />
      </Box>
      <Typography
        variant="body2"
        data-testid="focus-position"
        sx={{ mt: 1, height: 24 }}
      >
        Focus: {position}
      </Typography>
    </Box>
  );
}
