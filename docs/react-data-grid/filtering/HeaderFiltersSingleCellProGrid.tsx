import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';
import { bikeColumns, bikes, type Bike } from './headerFiltersData';

/** Two chips instead of the boolean select: they write the "electric" item of the filter model. */
function ElectricChips({ colDef }: GridRenderHeaderFilterProps) {
  const apiRef = useGridApiContext();
  const item = useGridSelector(apiRef, gridFilterModelSelector).items.find(
    (entry) => entry.field === colDef.field,
  );
  const choose = (value: string) => {
    if (item?.value === value) apiRef.current.deleteFilterItem(item);
    else
      apiRef.current.upsertFilterItem({
        id: 'electric',
        field: colDef.field,
        operator: 'is',
        value,
      });
  };
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', height: '100%', px: 1 }}
    >
      {(['true', 'false'] as const).map((value) => (
        <Chip
          key={value}
          size="small"
          label={value === 'true' ? 'E-bike' : 'Pedal'}
          color={item?.value === value ? 'primary' : 'default'}
          onClick={() => choose(value)}
        />
      ))}
    </Stack>
  );
}

const columns: GridColDef<Bike>[] = bikeColumns.map((column) =>
  column.field === 'electric'
    ? {
        ...column,
        width: 150,
        renderHeaderFilter: (params) => <ElectricChips {...params} />,
      }
    : column,
);

/** renderHeaderFilter on one column; the others keep the default inputs. */
export default function HeaderFiltersSingleCellProGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={bikes} columns={columns} headerFilters hideFooter />
    </Box>
  );
}
