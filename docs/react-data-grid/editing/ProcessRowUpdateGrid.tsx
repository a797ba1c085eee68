import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Account {
  id: number;
  owner: string;
  email: string;
  creditLimit: number;
}

const rows: Account[] = [
  { id: 1, owner: 'Linnea Holm', email: 'linnea@holm.example', creditLimit: 5000 },
  { id: 2, owner: 'Oskar Nilsen', email: 'oskar@nilsen.example', creditLimit: 2500 },
  { id: 3, owner: 'Mira Kovač', email: 'mira@kovac.example', creditLimit: 12000 },
  { id: 4, owner: 'Idris Bello', email: 'idris@bello.example', creditLimit: 800 },
];

/**
 * Stands in for a PUT request: resolves with the saved row after 500 ms,
 * or rejects like a server answering 422 when the data breaks its rules.
 */
function saveAccount(account: Account): Promise<Account> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(account.email)) {
        reject(new Error(`"${account.email}" is not a valid email address.`));
      } else if (account.creditLimit > 20000) {
        reject(new Error('Credit limits above 20,000 need a manager’s approval.'));
      } else {
        resolve({ ...account, owner: account.owner.trim() });
      }
    }, 500);
  });
}

const columns: GridColDef<Account>[] = [
  { field: 'owner', headerName: 'Owner', width: 160, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200, editable: true },
  {
    field: 'creditLimit',
    headerName: 'Credit limit',
    type: 'number',
    width: 130,
    editable: true,
  },
];

type Status = { severity: 'success' | 'error' | 'info'; message: string };

/** Each edit is sent to a fake server; a rejected save keeps the cell in edit mode and says why. */
export default function ProcessRowUpdateGrid() {
  const [status, setStatus] = React.useState<Status>({
    severity: 'info',
    message: 'Edit a cell and press Enter to save it.',
  });

  const processRowUpdate = React.useCallback(
    async (newRow: Account, oldRow: Account) => {
      if (JSON.stringify(newRow) === JSON.stringify(oldRow)) return oldRow;
      setStatus({ severity: 'info', message: 'Saving…' });
      const saved = await saveAccount(newRow);
      setStatus({ severity: 'success', message: `Saved ${saved.owner}.` });
      return saved;
    },
    [],
  );

  const handleError = React.useCallback((error: Error) => {
    setStatus({ severity: 'error', message: error.message });
  }, []);

  return (
    <Box
      sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleError}
          hideFooter
        />
      </Box>
      <Alert severity={status.severity} sx={{ mt: 1 }} role="status">
        {status.message}
      </Alert>
    </Box>
  );
}
