import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE, esES, frFR, jaJP } from '@mui/x-data-grid/locales';

interface City {
  id: number;
  name: string;
  population: number;
  founded: Date;
}

const rows: City[] = [
  { id: 1, name: 'Lyon', population: 522250, founded: new Date(-43, 0, 1) },
  { id: 2, name: 'Köln', population: 1084831, founded: new Date(50, 0, 1) },
  { id: 3, name: 'Sevilla', population: 684234, founded: new Date(1248, 10, 23) },
  { id: 4, name: 'Sapporo', population: 1973395, founded: new Date(1922, 7, 1) },
];

const columns: GridColDef<City>[] = [
  { field: 'name', headerName: 'City', flex: 1 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

const locales = {
  'fr-FR': { label: 'Français', localization: frFR },
  'de-DE': { label: 'Deutsch', localization: deDE },
  'es-ES': { label: 'Español', localization: esES },
  'ja-JP': { label: '日本語', localization: jaJP },
};
type LocaleKey = keyof typeof locales;

/** Footer, toolbar, menus and panels follow the chosen locale; numbers are formatted by the browser's locale. */
export default function LocalizedGrid() {
  const [locale, setLocale] = React.useState<LocaleKey>('fr-FR');
  const localeText =
    locales[locale].localization.components.MuiDataGrid.defaultProps.localeText;

  return (
    <Box
      sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <TextField
        select
        size="small"
        label="Language"
        value={locale}
        onChange={(event) => setLocale(event.target.value as LocaleKey)}
        sx={{ width: 200, mb: 1 }}
      >
        {Object.entries(locales).map(([key, { label }]) => (
          <MenuItem key={key} value={key}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={localeText}
          showToolbar
          checkboxSelection
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </Box>
    </Box>
  );
}
