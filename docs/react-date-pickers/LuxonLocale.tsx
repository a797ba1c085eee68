import * as React from 'react';
import Stack from '@mui/material/Stack';
import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const bastilleDay = DateTime.fromISO('2025-07-14');

/** Luxon takes a BCP 47 tag and reads names and formats from the browser's Intl data: no locale file. */
export default function LuxonLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="fr">
      <Stack spacing={2} sx={{ height: 420, alignItems: 'center', pt: 1 }}>
        <DateField
          label="Jour férié"
          defaultValue={bastilleDay}
          sx={{ width: 260 }}
        />
        <DateCalendar defaultValue={bastilleDay} />
      </Stack>
    </LocalizationProvider>
  );
}
