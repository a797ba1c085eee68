import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Member {
  id: number;
  firstName: string;
  lastName: string;
  handle: string;
}

const initialRows: Member[] = [
  { id: 1, firstName: 'Ada', lastName: 'Lovelace', handle: 'ada' },
  { id: 2, firstName: 'Srinivasa', lastName: 'Ramanujan', handle: 'srini' },
  { id: 3, firstName: 'Emmy', lastName: 'Noether', handle: 'emmy' },
];

const columns: GridColDef<Member>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    width: 200,
    editable: true,
    // Shown as one value…
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // …and split back into the two fields when edited.
    valueSetter: (value: string, row) => {
      const [firstName, ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  {
    field: 'handle',
    headerName: 'Handle',
    flex: 1,
    editable: true,
    // Whatever is typed is stored lower-case, without spaces or a leading @.
    valueParser: (value: string) => value.toLowerCase().replace(/^@|\s+/g, ''),
    valueFormatter: (value: string) => `@${value}`,
  },
];

/** valueSetter writes an edited computed column back to its source fields; valueParser cleans input. */
export default function ValueSetterGrid() {
  const [rows, setRows] = React.useState(initialRows);
  return (
    <Box
      sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={(newRow) => {
            setRows((current) =>
              current.map((row) => (row.id === newRow.id ? newRow : row)),
            );
            return newRow;
          }}
          hideFooter
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ m: 0, mt: 1, height: 40, overflow: 'auto', fontSize: 12 }}
      >
        {JSON.stringify(rows[0])}
      </Typography>
    </Box>
  );
}
