import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnResizeParams,
} from '@mui/x-data-grid';

interface Country {
  id: string;
  name: string;
  capital: string;
  population: number;
}

const rows: Country[] = [
  { id: 'IS', name: 'Iceland', capital: 'Reykjavík', population: 387758 },
  { id: 'UY', name: 'Uruguay', capital: 'Montevideo', population: 3423108 },
  { id: 'BT', name: 'Bhutan', capital: 'Thimphu', population: 787424 },
  { id: 'NA', name: 'Namibia', capital: 'Windhoek', population: 2604172 },
];

const columns: GridColDef<Country>[] = [
  { field: 'id', headerName: 'Code', width: 90, resizable: false },
  { field: 'name', headerName: 'Country', width: 150, minWidth: 100, maxWidth: 300 },
  { field: 'capital', headerName: 'Capital', width: 150 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

/** Drag a header's right edge to resize it; "Code" is fixed, "Country" stays between 100 and 300 px. */
export default function ColumnResizeGrid() {
  const [lastResize, setLastResize] = React.useState('No column resized yet.');

  const handleWidthChange = React.useCallback((params: GridColumnResizeParams) => {
    setLastResize(
      `"${params.colDef.headerName}" is now ${Math.round(params.width)} px wide.`,
    );
  }, []);

  return (
    <Box
      sx={{ height: 330, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
          showColumnVerticalBorder
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, height: 24 }}>
        {lastResize}
      </Typography>
    </Box>
  );
}
