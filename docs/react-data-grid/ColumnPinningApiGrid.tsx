import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import { flightColumns, flights } from './pinningData';

/** Pinning from code: pinColumn and setPinnedColumns, with the model reported by onPinnedColumnsChange. */
export default function ColumnPinningApiGrid() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState('left: none · right: none');

  // The grid reports every change of the model, from the buttons or from the column menu.
  const describe = (pinned: GridPinnedColumnFields) => {
    const list = (fields?: string[]) =>
      fields && fields.length > 0 ? fields.join(', ') : 'none';
    setModel(`left: ${list(pinned.left)} · right: ${list(pinned.right)}`);
  };

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
          onClick={() =>
            apiRef.current?.pinColumn('destination', GridPinnedColumnPosition.LEFT)
          }
        >
          Pin destination left
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.pinColumn('gate', GridPinnedColumnPosition.RIGHT)
          }
        >
          Pin gate right
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPinnedColumns({})}
        >
          Unpin all
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={flights}
          columns={flightColumns}
          hideFooter
          onPinnedColumnsChange={describe}
        />
      </Box>
      <Typography
        variant="body2"
        role="status"
        data-testid="pinning-model"
        sx={{ mt: 1, height: 24 }}
      >
        {model}
      </Typography>
    </Box>
  );
}
