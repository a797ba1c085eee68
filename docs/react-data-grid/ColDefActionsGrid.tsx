import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import FileCopyIcon from '@mui/icons-material/FileCopyOutlined';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Document {
  id: number;
  title: string;
  owner: string;
}

const initialRows: Document[] = [
  { id: 1, title: 'Quarterly report', owner: 'Lena' },
  { id: 2, title: 'Onboarding guide', owner: 'Musa' },
  { id: 3, title: 'Brand guidelines', owner: 'Priya' },
  { id: 4, title: 'Security policy', owner: 'Tomás' },
];

/** An actions column: "Duplicate" in the row, "Delete" in the overflow menu, confirmed in a dialog. */
export default function ColDefActionsGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [pending, setPending] = React.useState<GridRowId | null>(null);

  const columns = React.useMemo<GridColDef<Document>[]>(
    () => [
      { field: 'title', headerName: 'Document', flex: 1, minWidth: 180 },
      { field: 'owner', headerName: 'Owner', width: 120 },
      {
        field: 'actions',
        type: 'actions',
        width: 90,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="duplicate"
            icon={<FileCopyIcon />}
            label="Duplicate"
            onClick={() =>
              setRows((previous) => [
                ...previous,
                {
                  ...row,
                  id: Math.max(...previous.map((item) => item.id)) + 1,
                  title: `${row.title} (copy)`,
                },
              ])
            }
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            showInMenu
            onClick={() => setPending(row.id)}
          />,
        ],
      },
    ],
    [],
  );

  const pendingTitle = rows.find((row) => row.id === pending)?.title;
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
      <Dialog open={pending !== null} onClose={() => setPending(null)}>
        <DialogTitle>Delete “{pendingTitle}”?</DialogTitle>
        <DialogActions>
          <Button onClick={() => setPending(null)}>Cancel</Button>
          <Button
            color="error"
            onClick={() => {
              setRows((previous) => previous.filter((row) => row.id !== pending));
              setPending(null);
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
