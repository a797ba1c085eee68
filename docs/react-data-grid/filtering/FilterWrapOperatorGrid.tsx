import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { contactColumns, contacts, type Contact } from './customizationData';

const digitsOnly = (value: unknown) => String(value ?? '').replace(/\D/g, '');

// The built-in "contains", run on digits only: "1234567" finds "+39 333 123 4567" whatever the spacing.
const containsDigits: GridFilterOperator = (() => {
  const contains = getGridStringOperators().find(
    (operator) => operator.value === 'contains',
  )!;
  return {
    ...contains,
    label: 'contains digits',
    value: 'containsDigits',
    getApplyFilterFn: (item, column) => {
      const apply = contains.getApplyFilterFn(
        { ...item, value: digitsOnly(item.value) },
        column,
      );
      if (!apply || !digitsOnly(item.value)) return null;
      return (value, row, col, apiRef) => apply(digitsOnly(value), row, col, apiRef);
    },
  };
})();

const columns: GridColDef<Contact>[] = contactColumns.map((column) =>
  column.field === 'phone'
    ? { ...column, filterOperators: [containsDigits] }
    : column,
);

/** A built-in operator wrapped: the phone filter ignores spaces, dashes and the plus sign. */
export default function FilterWrapOperatorGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={contacts}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [
                { field: 'phone', operator: 'containsDigits', value: '1234567' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
