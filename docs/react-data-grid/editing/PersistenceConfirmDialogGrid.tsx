import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', department: 'Engineering', salary: 98000 },
  { id: 2, name: 'Bruno Costa', department: 'Sales', salary: 64000 },
  { id: 3, name: 'Chloé Martin', department: 'Design', salary: 71000 },
  { id: 4, name: 'Dev Patel', department: 'Finance', salary: 83000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  { field: 'department', headerName: 'Department', width: 140, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
  },
];

interface PendingChange {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
}

/** Lists the fields whose value differs, for the dialog's question. */
function describeChange(newRow: Employee, oldRow: Employee): string {
  return (Object.keys(newRow) as (keyof Employee)[])
    .filter((key) => newRow[key] !== oldRow[key])
    .map((key) => `${key} from “${oldRow[key]}” to “${newRow[key]}”`)
    .join(', ');
}

/** processRowUpdate waits for the reader's answer in a dialog before keeping the edit. */
export default function PersistenceConfirmDialogGrid() {
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  const processRowUpdate = React.useCallback(
    (newRow: Employee, oldRow: Employee) =>
      new Promise<Employee>((resolve) => {
        if (describeChange(newRow, oldRow) === '') {
          resolve(oldRow);
          return;
        }
        setPending({ newRow, oldRow, resolve });
      }),
    [],
  );

  const answer = (keep: boolean) => {
    if (!pending) return;
    pending.resolve(keep ? pending.newRow : pending.oldRow);
    setPending(null);
  };

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        hideFooter
      />
      <Dialog open={pending !== null} onClose={() => answer(false)}>
        <DialogTitle>Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending
              ? `${pending.oldRow.name}: ${describeChange(pending.newRow, pending.oldRow)}.`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>No, discard</Button>
          <Button onClick={() => answer(true)} variant="contained">
            Yes, save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
