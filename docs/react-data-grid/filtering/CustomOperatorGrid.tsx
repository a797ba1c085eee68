import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Hotel {
  id: number;
  name: string;
  city: string;
  stars: number;
}

const rows: Hotel[] = [
  { id: 1, name: 'Casa Azul', city: 'Oaxaca', stars: 4 },
  { id: 2, name: 'The Linden', city: 'Edinburgh', stars: 5 },
  { id: 3, name: 'Hostel Nido', city: 'Valparaíso', stars: 2 },
  { id: 4, name: 'Ryokan Kiku', city: 'Kyoto', stars: 4 },
  { id: 5, name: 'Harbour Inn', city: 'Hobart', stars: 3 },
  { id: 6, name: 'Pension Adler', city: 'Salzburg', stars: 3 },
];

/** The filter value is picked with stars instead of typed. */
function StarsInput({
  item,
  applyValue,
  focusElementRef,
}: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, pl: 1 }}>
      <Rating
        name="stars-filter"
        value={Number(item.value ?? 0)}
        onChange={(_event, value) => applyValue({ ...item, value })}
        ref={focusElementRef}
        aria-label="Minimum stars"
      />
    </Box>
  );
}

// "At least": keep hotels with as many stars as chosen, or more.
const atLeastOperator: GridFilterOperator<Hotel, number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) return null;
    return (value) => value != null && value >= Number(filterItem.value);
  },
  InputComponent: StarsInput,
};

const columns: GridColDef<Hotel>[] = [
  { field: 'name', headerName: 'Hotel', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 130 },
  {
    field: 'stars',
    headerName: 'Stars',
    type: 'number',
    width: 150,
    renderCell: (params) => <Rating value={params.value} readOnly size="small" />,
    // Our operator first, then only "=" from the built-in number operators.
    filterOperators: [
      atLeastOperator,
      ...getGridNumericOperators().filter((operator) => operator.value === '='),
    ],
  },
];

/** A custom "at least" operator with a star-rating input on the "Stars" column. */
export default function CustomOperatorGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'stars', operator: 'atLeast', value: 4 }],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
