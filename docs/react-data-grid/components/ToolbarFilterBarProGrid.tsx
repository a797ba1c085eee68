import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  DataGridPro,
  FilterPanelTrigger,
  Toolbar,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridFilterItem,
} from '@mui/x-data-grid-pro';

interface Apartment {
  id: number;
  district: string;
  rooms: number;
  rent: number;
  balcony: string;
}

const districts = ['Altstadt', 'Neustadt', 'Hafen', 'Südstadt'];

const rows: Apartment[] = Array.from({ length: 16 }, (_, index) => ({
  id: index + 1,
  district: districts[(index * 3) % districts.length],
  rooms: 1 + (index % 4),
  rent: 610 + ((index * 137) % 900),
  balcony: index % 3 === 0 ? 'No' : 'Yes',
}));

const columns: GridColDef<Apartment>[] = [
  { field: 'district', headerName: 'District', flex: 1, minWidth: 120 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110 },
  { field: 'balcony', headerName: 'Balcony', width: 100 },
];

const headerNames: Record<string, string | undefined> = Object.fromEntries(
  columns.map((column) => [column.field, column.headerName]),
);

/** "Rent (€) > 900" for a filter item, with the header name of its column. */
function describe(item: GridFilterItem, headerName: string): string {
  return `${headerName} ${item.operator} ${Array.isArray(item.value) ? item.value.join(', ') : String(item.value)}`;
}

function FilterBarToolbar() {
  const apiRef = useGridApiContext();
  const { items } = useGridSelector(apiRef, gridFilterModelSelector);
  const applied = items.filter(
    (item) => item.value !== undefined && item.value !== '',
  );

  return (
    <Toolbar style={{ gap: 8, justifyContent: 'flex-start' }}>
      {applied.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No filter
        </Typography>
      )}
      {applied.map((item) => (
        <Chip
          key={item.id ?? item.field}
          size="small"
          label={describe(item, headerNames[item.field] ?? item.field)}
          onDelete={() => apiRef.current.deleteFilterItem(item)}
        />
      ))}
      <FilterPanelTrigger
        render={(props) => (
          <Button {...props} size="small" startIcon={<AddIcon />}>
            Add filter
          </Button>
        )}
      />
    </Toolbar>
  );
}

/** The active filters as removable chips above the rows. */
export default function ToolbarFilterBarProGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'rent', operator: '>', value: 900 },
                { id: 2, field: 'balcony', operator: 'equals', value: 'Yes' },
              ],
            },
          },
        }}
        slots={{ toolbar: FilterBarToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
