import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

const AIRPORTS = [
  'Amsterdam (AMS)',
  'Barcelona (BCN)',
  'Berlin (BER)',
  'Copenhagen (CPH)',
  'Dublin (DUB)',
  'Lisbon (LIS)',
  'London (LHR)',
  'Madrid (MAD)',
  'Paris (CDG)',
  'Rome (FCO)',
  'Vienna (VIE)',
  'Zurich (ZRH)',
];

interface Trip {
  id: number;
  traveller: string;
  destination: string;
}

const rows: Trip[] = [
  { id: 1, traveller: 'Ines Moreau', destination: 'Lisbon (LIS)' },
  { id: 2, traveller: 'Tomas Novak', destination: 'Vienna (VIE)' },
  { id: 3, traveller: 'Priya Raman', destination: 'Dublin (DUB)' },
  { id: 4, traveller: 'Jonas Berg', destination: 'Copenhagen (CPH)' },
];

/** Edits the destination with a searchable list; the choice is written to the edit state at once. */
function AirportEditCell(props: GridRenderEditCellParams<Trip, string>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  return (
    <Autocomplete
      fullWidth
      autoHighlight
      openOnFocus
      disableClearable
      options={AIRPORTS}
      value={value ?? AIRPORTS[0]}
      onChange={(event, next) => {
        apiRef.current.setEditCellValue({ id, field, value: next }, event);
      }}
      renderInput={(params) => (
        <InputBase
          ref={params.InputProps.ref}
          inputProps={params.inputProps}
          autoFocus={hasFocus}
          fullWidth
          sx={{ px: 1 }}
        />
      )}
    />
  );
}

const columns: GridColDef<Trip>[] = [
  { field: 'traveller', headerName: 'Traveller', width: 160 },
  {
    field: 'destination',
    headerName: 'Destination',
    flex: 1,
    minWidth: 220,
    editable: true,
    renderEditCell: (params) => <AirportEditCell {...params} />,
  },
];

/** Type a few letters of a city in the "Destination" editor to narrow the airports. */
export default function EditRecipeAutocompleteGrid() {
  return (
    <Box sx={{ height: 270, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
