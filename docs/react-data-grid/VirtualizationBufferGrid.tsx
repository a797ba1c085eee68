import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRenderContext,
} from '@mui/x-data-grid';

interface Word {
  id: number;
  word: string;
  length: number;
}

const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo'];
const rows: Word[] = Array.from({ length: 100 }, (_, index) => {
  const word = [index % 8, (index >> 3) % 8, (index * 5) % 8]
    .map((i) => syllables[i])
    .join('');
  return { id: index + 1, word, length: word.length };
});

const columns: GridColDef<Word>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'word', headerName: 'Word', flex: 1 },
  { field: 'length', headerName: 'Letters', type: 'number', width: 100 },
];

/** A larger rowBufferPx renders more rows above and below the viewport. */
export default function VirtualizationBufferGrid() {
  const apiRef = useGridApiRef();
  const [buffer, setBuffer] = React.useState(150);
  const [range, setRange] = React.useState<GridRenderContext | null>(null);

  React.useEffect(
    () => apiRef.current?.subscribeEvent('renderedRowsIntervalChange', setRange),
    [apiRef],
  );

  const rendered = range ? range.lastRowIndex - range.firstRowIndex : 0;

  return (
    <Box
      sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography variant="body2" id="buffer-label" sx={{ whiteSpace: 'nowrap' }}>
          rowBufferPx: {buffer}
        </Typography>
        <Slider
          size="small"
          min={0}
          max={1000}
          step={50}
          value={buffer}
          onChange={(_event, value) => setBuffer(value as number)}
          aria-labelledby="buffer-label"
        />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, px: 1 }}>
        Rows in the DOM: {rendered}
        {range ? ` (rows ${range.firstRowIndex + 1}–${range.lastRowIndex})` : ''}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowBufferPx={buffer}
          rowHeight={36}
          hideFooter
        />
      </Box>
    </Box>
  );
}
