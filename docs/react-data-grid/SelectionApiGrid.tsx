import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import { volunteerColumns, volunteers } from './selectionData';

const FIRST_AID_IDS = volunteers.filter((row) => row.firstAid).map((row) => row.id);

/** Selecting from code (DataGridPro) with apiRef.selectRows and reading the result with getSelectedRows. */
export default function SelectionApiGrid() {
  const apiRef = useGridApiRef();
  const [names, setNames] = React.useState('');

  const readSelection = () => {
    const selected = apiRef.current?.getSelectedRows();
    setNames(
      selected ? [...selected.values()].map((row) => row.name).join(', ') : '',
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, height: 32 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRows(FIRST_AID_IDS, true, true)}
        >
          Select first-aiders
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRows(FIRST_AID_IDS, false)}
        >
          Deselect first-aiders
        </Button>
        <Button size="small" variant="outlined" onClick={readSelection}>
          Read selection
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={volunteers}
          columns={volunteerColumns}
          checkboxSelection
          hideFooter
        />
      </Box>
      <Typography
        variant="body2"
        role="status"
        data-testid="selection-api"
        sx={{
          mt: 1,
          height: 24,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {names ? `Selected: ${names}` : 'Nothing read yet'}
      </Typography>
    </Box>
  );
}
