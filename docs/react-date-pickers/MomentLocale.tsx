import * as React from 'react';
import Stack from '@mui/material/Stack';
import moment from 'moment';
import 'moment/locale/es';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** Moment needs its locale file imported once; then `adapterLocale` names it. */
export default function MomentLocale() {
  // Created after the locale import, inside the component, so the value carries the Spanish locale.
  const [harvest] = React.useState(() => moment('2025-09-22'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="es">
      <Stack spacing={2} sx={{ height: 420, alignItems: 'center', pt: 1 }}>
        <DateField label="Vendimia" defaultValue={harvest} sx={{ width: 260 }} />
        <DateCalendar defaultValue={harvest} />
      </Stack>
    </LocalizationProvider>
  );
}
