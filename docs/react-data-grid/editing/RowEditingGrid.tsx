import * as React from 'react';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  role: string;
  phone: string;
}

const initialRows: Contact[] = [
  {
    id: 1,
    name: 'Grace Hopper',
    role: 'Engineering lead',
    phone: '+1 202 555 0147',
  },
  { id: 2, name: 'Alan Turing', role: 'Researcher', phone: '+44 20 7946 0321' },
  { id: 3, name: 'Katherine Johnson', role: 'Analyst', phone: '+1 757 555 0199' },
  { id: 4, name: 'Tu Youyou', role: 'Scientist', phone: '+86 10 5555 0188' },
];

/** editMode="row": the whole row switches to edit mode; the actions column saves or cancels it. */
export default function RowEditingGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = React.useCallback(
    (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
      setRowModesModel((model) => ({ ...model, [id]: mode })),
    [],
  );

  const columns = React.useMemo<GridColDef<Contact>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 170, editable: true },
      { field: 'role', headerName: 'Role', width: 160, editable: true },
      {
        field: 'phone',
        headerName: 'Phone',
        flex: 1,
        minWidth: 150,
        editable: true,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ id }) => {
          if (rowModesModel[id]?.mode === GridRowModes.Edit) {
            return [
              <GridActionsCellItem
                key="save"
                icon={<SaveIcon />}
                label="Save"
                onClick={() => setMode(id, { mode: GridRowModes.View })}
              />,
              <GridActionsCellItem
                key="cancel"
                icon={<CloseIcon />}
                label="Cancel"
                onClick={() =>
                  setMode(id, { mode: GridRowModes.View, ignoreModifications: true })
                }
              />,
            ];
          }
          return [
            <GridActionsCellItem
              key="edit"
              icon={<EditIcon />}
              label="Edit"
              onClick={() =>
                setMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'name' })
              }
            />,
          ];
        },
      },
    ],
    [rowModesModel, setMode],
  );

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        processRowUpdate={(updatedRow) => {
          setRows((current) =>
            current.map((row) => (row.id === updatedRow.id ? updatedRow : row)),
          );
          return updatedRow;
        }}
        hideFooter
      />
    </Box>
  );
}
