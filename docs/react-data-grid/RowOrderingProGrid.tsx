import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  length: string;
}

const rows: Track[] = [
  { id: 1, title: 'Harbour Lights', artist: 'The Tidewaters', length: '3:42' },
  { id: 2, title: 'Paper Planes at Dawn', artist: 'Mira Solen', length: '4:05' },
  { id: 3, title: 'Copper Sky', artist: 'North Fold', length: '3:18' },
  { id: 4, title: 'Last Tram Home', artist: 'Ada & the Engines', length: '5:01' },
  { id: 5, title: 'Glasshouse', artist: 'Mira Solen', length: '3:55' },
  { id: 6, title: 'Slow River', artist: 'The Tidewaters', length: '4:27' },
];

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'artist', headerName: 'Artist', width: 170 },
  { field: 'length', headerName: 'Length', width: 90, align: 'right' },
];

/** Drag a row by its handle to move it; each move is reported by onRowOrderChange. */
export default function RowOrderingProGrid() {
  const [lastMove, setLastMove] = React.useState('Drag a track by its handle.');

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    const track = params.row as Track;
    setLastMove(
      `"${track.title}" moved from position ${params.oldIndex + 1} to ${params.targetIndex + 1}`,
    );
  };

  return (
    <Box
      sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Typography
        variant="body2"
        role="status"
        data-testid="row-order-log"
        sx={{ mt: 1, height: 24 }}
      >
        {lastMove}
      </Typography>
    </Box>
  );
}
