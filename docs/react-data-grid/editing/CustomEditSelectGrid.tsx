import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

const STATUSES = ['Open', 'In progress', 'Blocked', 'Done'] as const;
type TicketStatus = (typeof STATUSES)[number];

interface Ticket {
  id: number;
  subject: string;
  status: TicketStatus;
}

const rows: Ticket[] = [
  { id: 1, subject: 'Invoice PDF is blank', status: 'Open' },
  { id: 2, subject: 'Password reset link expired', status: 'In progress' },
  { id: 3, subject: 'Export to CSV misses accents', status: 'Blocked' },
  { id: 4, subject: 'Typo on the pricing page', status: 'Done' },
];

/** A select that opens at once and commits the choice: one click instead of two. */
function StatusEditCell({ id, field, value }: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  // Select calls onChange before onClose; onClose alone means "closed without a choice".
  const chosen = React.useRef(false);

  const stop = (ignoreModifications: boolean) => {
    if (apiRef.current.getCellMode(id, field) === 'edit') {
      apiRef.current.stopCellEditMode({ id, field, ignoreModifications });
    }
  };

  const handleChange = async (event: SelectChangeEvent) => {
    chosen.current = true;
    // Wait until the value is in the edit state, then leave edit mode to commit it.
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    stop(false);
  };

  return (
    <Select
      value={String(value)}
      onChange={handleChange}
      onClose={() => {
        if (!chosen.current) stop(true);
      }}
      defaultOpen
      fullWidth
      size="small"
      variant="standard"
      disableUnderline
      sx={{ height: '100%', px: 1 }}
    >
      {STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 240 },
  {
    field: 'status',
    headerName: 'Status',
    width: 160,
    editable: true,
    renderEditCell: (params) => <StatusEditCell {...params} />,
  },
];

/** The "Status" editor commits as soon as an option is chosen. */
export default function CustomEditSelectGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
