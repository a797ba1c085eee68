import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridListViewColDef,
} from '@mui/x-data-grid-pro';

interface Contact {
  id: number;
  name: string;
  phone: string;
  company: string;
}

const initialRows: Contact[] = [
  {
    id: 1,
    name: 'Nadia Rahman',
    phone: '+44 20 7946 0321',
    company: 'Harbour Logistics',
  },
  { id: 2, name: 'Pablo Ortega', phone: '+34 91 123 4567', company: 'Sierra Solar' },
  {
    id: 3,
    name: 'Yuki Hayashi',
    phone: '+81 3 1234 5678',
    company: 'Kaze Robotics',
  },
  {
    id: 4,
    name: 'Zanele Dube',
    phone: '+27 21 555 0199',
    company: 'Table Bay Foods',
  },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'company', headerName: 'Company', width: 170 },
];

/** Editing happens in a dialog opened from the list cell; the grid gets the result with updateRows. */
export default function ListViewEditGrid() {
  const apiRef = useGridApiRef();
  const [editing, setEditing] = React.useState<Contact | null>(null);

  const listViewColumn: GridListViewColDef<Contact> = React.useMemo(
    () => ({
      field: 'contact',
      renderCell: ({ row }) => (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', height: '100%', width: '100%', minWidth: 0 }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
              {row.name}
            </Typography>
            <Typography
              variant="caption"
              noWrap
              component="div"
              sx={{ color: 'text.secondary' }}
            >
              {row.company} · {row.phone}
            </Typography>
          </Box>
          <IconButton
            size="small"
            aria-label={`Edit ${row.name}`}
            onClick={() => setEditing(row)}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Stack>
      ),
    }),
    [],
  );

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    const form = new FormData(event.currentTarget);
    apiRef.current?.updateRows([
      {
        ...editing,
        name: String(form.get('name') ?? editing.name).trim() || editing.name,
        phone: String(form.get('phone') ?? editing.phone).trim(),
        company: String(form.get('company') ?? editing.company).trim(),
      },
    ]);
    setEditing(null);
  };

  return (
    <Box sx={{ height: 300, width: '100%', maxWidth: 480 }}>
      <DataGridPro
        apiRef={apiRef}
        rows={initialRows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
        hideFooter
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)}>
        {editing && (
          <form onSubmit={handleSubmit}>
            <DialogTitle>Edit contact</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1, width: 300 }}>
                <TextField name="name" label="Name" defaultValue={editing.name} />
                <TextField name="phone" label="Phone" defaultValue={editing.phone} />
                <TextField
                  name="company"
                  label="Company"
                  defaultValue={editing.company}
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setEditing(null)}>Cancel</Button>
              <Button type="submit" variant="contained">
                Save
              </Button>
            </DialogActions>
          </form>
        )}
      </Dialog>
    </Box>
  );
}
