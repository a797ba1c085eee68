import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { shiftColumns, shifts } from './editingData';

/** Editing from code: startCellEditMode and stopCellEditMode (keeping or dropping the change); onCellModesModelChange reports the mode. */
export default function EditingApiGrid() {
  const apiRef = useGridApiRef();
  const [mode, setMode] = React.useState('view');
  const cell = { id: 1, field: 'hours' };
  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, height: 32, alignItems: 'center' }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.startCellEditMode(cell)}
        >
          Edit first hours
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            apiRef.current?.stopCellEditMode(cell);
          }}
        >
          Save
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            apiRef.current?.stopCellEditMode({ ...cell, ignoreModifications: true });
          }}
        >
          Cancel
        </Button>
        <Typography variant="body2" role="status" data-testid="editing-api-mode">
          Cell mode: {mode}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={shifts}
          columns={shiftColumns}
          hideFooter
          onCellModesModelChange={(model) =>
            setMode(model[cell.id]?.[cell.field]?.mode ?? 'view')
          }
        />
      </Box>
    </Box>
  );
}
