import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { volunteerColumns, volunteers } from './selectionData';

/** The default: a click selects one row, a click on another row moves the selection. */
export default function SelectionSingleGrid() {
  const [model, setModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const selected = volunteers.find(
    (row) => model.type === 'include' && model.ids.has(row.id),
  );
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={volunteers}
          columns={volunteerColumns}
          hideFooter
          rowSelectionModel={model}
          onRowSelectionModelChange={setModel}
        />
      </Box>
      <Typography
        variant="body2"
        role="status"
        data-testid="selection-single"
        sx={{ mt: 1, height: 24 }}
      >
        {selected
          ? `Selected: ${selected.name}, ${selected.station}`
          : 'Click a row to select it'}
      </Typography>
    </Box>
  );
}
