import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Photo {
  id: number;
  file: string;
  camera: string;
  sizeMb: number;
}

const cameras = ['Fujifilm X-T5', 'Sony A7 IV', 'Pixel 8'];

const rows: Photo[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  file: `IMG_${String(4100 + index * 3).padStart(4, '0')}.jpg`,
  camera: cameras[index % cameras.length],
  sizeMb: Number((3.2 + ((index * 13) % 40) / 10).toFixed(1)),
}));

const columns: GridColDef<Photo>[] = [
  { field: 'file', headerName: 'File', flex: 1, minWidth: 150 },
  { field: 'camera', headerName: 'Camera', width: 150 },
  { field: 'sizeMb', headerName: 'Size (MB)', type: 'number', width: 110 },
];

/** No checkboxes: Ctrl/⌘+click adds a row, Shift+click selects a range. */
export default function MultipleSelectionProGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} rowHeight={40} />
    </Box>
  );
}
