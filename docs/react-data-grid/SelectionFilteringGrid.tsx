import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { describeSelection, volunteerColumns, volunteers } from './selectionData';

/** What filtering does to a selection, with and without keepNonExistentRowsSelected. */
export default function SelectionFilteringGrid() {
  const [keep, setKeep] = React.useState(false);
  const [model, setModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1, 2, 3, 4]),
  });
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, height: 40, mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={keep}
              onChange={(event) => setKeep(event.target.checked)}
            />
          }
          label="keepNonExistentRowsSelected"
        />
        <Typography variant="body2" role="status" data-testid="selection-filtering">
          {describeSelection(model, volunteers.length)}
        </Typography>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={volunteers}
          columns={volunteerColumns}
          checkboxSelection
          showToolbar
          keepNonExistentRowsSelected={keep}
          rowSelectionModel={model}
          onRowSelectionModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
