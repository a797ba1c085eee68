import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPreProcessEditCellProps,
} from '@mui/x-data-grid';

interface Expense {
  id: number;
  employee: string;
  amount: number;
  receipt: string;
}

/** Amounts above this need a receipt number. */
const RECEIPT_THRESHOLD = 50;

const rows: Expense[] = [
  { id: 1, employee: 'Aiko Tanaka', amount: 32.5, receipt: '' },
  { id: 2, employee: 'Luca Ferri', amount: 118, receipt: 'R-2041' },
  { id: 3, employee: 'Maya Cohen', amount: 12.9, receipt: '' },
  { id: 4, employee: 'Owen Price', amount: 264, receipt: 'R-2057' },
];

/** The receipt is missing while the amount being edited is above the threshold. */
function receiptMissing(amount: unknown, receipt: unknown): boolean {
  return Number(amount) > RECEIPT_THRESHOLD && String(receipt ?? '').trim() === '';
}

const columns: GridColDef<Expense>[] = [
  { field: 'employee', headerName: 'Employee', width: 160 },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 130,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: Number(params.props.value) < 0,
    }),
  },
  {
    field: 'receipt',
    headerName: 'Receipt no.',
    flex: 1,
    minWidth: 150,
    editable: true,
    // In row editing, the other cells of the row being edited are in otherFieldsProps
    // (absent on the first call, when the row enters edit mode: the row's own amount applies).
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: receiptMissing(
        params.otherFieldsProps?.amount?.value ?? params.row.amount,
        params.props.value,
      ),
    }),
  },
];

/**
 * Row editing where "Receipt no." is required only above 50 €: raise an amount and the row cannot be saved
 * until the receipt is filled in.
 */
export default function EditRecipeConditionalValidationGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        sx={{
          '& .MuiDataGrid-cell--editing:has(.Mui-error)': {
            boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.error.main}`,
          },
        }}
      />
    </Box>
  );
}
