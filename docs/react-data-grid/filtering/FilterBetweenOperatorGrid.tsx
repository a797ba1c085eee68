import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { contactColumns, contacts, type Contact } from './customizationData';

/** Two inputs for one item: the value is a [from, to] pair. */
function RangeInput({ item, applyValue }: GridFilterInputValueProps) {
  const [from, to] = (item.value as [string, string] | undefined) ?? ['', ''];
  const update = (next: [string, string]) => applyValue({ ...item, value: next });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', height: 48 }}>
      <TextField
        variant="standard"
        label="From"
        type="number"
        value={from}
        onChange={(event) => update([event.target.value, to])}
        sx={{ width: 70 }}
      />
      <TextField
        variant="standard"
        label="To"
        type="number"
        value={to}
        onChange={(event) => update([from, event.target.value])}
        sx={{ width: 70 }}
      />
    </Box>
  );
}

const between: GridFilterOperator<Contact, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (item) => {
    const [from, to] = (
      (item.value as [string, string] | undefined) ?? ['', '']
    ).map((bound) => (bound === '' ? null : Number(bound)));
    if (from === null && to === null) return null;
    return (value) =>
      value != null &&
      (from === null || value >= from) &&
      (to === null || value <= to);
  },
  InputComponent: RangeInput,
  getValueAsString: (value: [string, string]) =>
    `${value[0] || '…'} to ${value[1] || '…'}`,
};

const columns: GridColDef<Contact>[] = contactColumns.map((column) =>
  column.field === 'age'
    ? { ...column, filterOperators: [between, ...getGridNumericOperators()] }
    : column,
);

/** An operator whose value holds two numbers: ages between 30 and 50 to start with. */
export default function FilterBetweenOperatorGrid() {
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
              items: [{ field: 'age', operator: 'between', value: ['30', '50'] }],
            },
          },
        }}
      />
    </Box>
  );
}
