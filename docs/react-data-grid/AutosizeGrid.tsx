import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Album {
  id: number;
  title: string;
  artist: string;
  year: number;
  label: string;
}

const rows: Album[] = [
  {
    id: 1,
    title: 'Kind of Blue',
    artist: 'Miles Davis',
    year: 1959,
    label: 'Columbia',
  },
  { id: 2, title: 'Blue', artist: 'Joni Mitchell', year: 1971, label: 'Reprise' },
  {
    id: 3,
    title: 'Homogenic',
    artist: 'Björk',
    year: 1997,
    label: 'One Little Indian',
  },
  {
    id: 4,
    title: 'The Miseducation of Lauryn Hill',
    artist: 'Lauryn Hill',
    year: 1998,
    label: 'Ruffhouse / Columbia',
  },
  {
    id: 5,
    title: 'Buena Vista Social Club',
    artist: 'Buena Vista Social Club',
    year: 1997,
    label: 'World Circuit',
  },
];

const columns: GridColDef<Album>[] = [
  { field: 'title', headerName: 'Title', width: 100 },
  { field: 'artist', headerName: 'Artist', width: 100 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
  { field: 'label', headerName: 'Record label', width: 100 },
];

/** Columns start too narrow; "Autosize" fits them to their content. */
export default function AutosizeGrid() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);

  return (
    <Box
      sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.autosizeColumns({
              includeHeaders,
              includeOutliers: true,
            })
          }
        >
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="Include headers"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
