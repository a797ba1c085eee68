import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Shipment {
  id: number;
  order: string;
  destination: string;
  shipBy: Date;
}

const rows: Shipment[] = [
  {
    id: 1,
    order: 'SO-4821',
    destination: 'Rotterdam',
    shipBy: new Date(2025, 5, 16),
  },
  {
    id: 2,
    order: 'SO-4822',
    destination: 'Valencia',
    shipBy: new Date(2025, 5, 18),
  },
  { id: 3, order: 'SO-4823', destination: 'Gdańsk', shipBy: new Date(2025, 5, 20) },
  {
    id: 4,
    order: 'SO-4824',
    destination: 'Marseille',
    shipBy: new Date(2025, 5, 23),
  },
];

/** `yyyy-mm-dd` in local time, the format of a date input. */
function toInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** A date input with a "+1 week" shortcut; both write a Date into the edit state. */
function ShipByEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const date = value instanceof Date ? value : null;

  React.useLayoutEffect(() => {
    if (hasFocus) inputRef.current?.focus();
  }, [hasFocus]);

  const setDate = (next: Date | null) => {
    apiRef.current.setEditCellValue({ id, field, value: next });
  };

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, width: '100%' }}
    >
      <InputBase
        type="date"
        inputRef={inputRef}
        value={date ? toInputValue(date) : ''}
        onChange={(event) => {
          const [year, month, day] = event.target.value.split('-').map(Number);
          setDate(event.target.value ? new Date(year, month - 1, day) : null);
        }}
        sx={{ flex: 1, fontSize: 'inherit' }}
      />
      <Button
        size="small"
        disabled={!date}
        onClick={() => date && setDate(addDays(date, 7))}
      >
        +1 week
      </Button>
    </Box>
  );
}

const columns: GridColDef<Shipment>[] = [
  { field: 'order', headerName: 'Order', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  {
    field: 'shipBy',
    headerName: 'Ship by',
    type: 'date',
    width: 260,
    editable: true,
    renderEditCell: (params) => <ShipByEditCell {...params} />,
  },
];

/** A date editor with a shortcut button, for a `date` column. */
export default function CustomEditDateGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
