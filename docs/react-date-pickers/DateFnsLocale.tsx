import * as React from 'react';
import Stack from '@mui/material/Stack';
import { de } from 'date-fns/locale/de';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// 3 October 2025, German Unity Day. date-fns values are native `Date` objects.
const unityDay = new Date(2025, 9, 3);

/** date-fns takes the locale object itself: German month names, day-first format, weeks from Monday. */
export default function DateFnsLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de}>
      <Stack spacing={2} sx={{ height: 420, alignItems: 'center', pt: 1 }}>
        <DateField label="Feiertag" defaultValue={unityDay} sx={{ width: 260 }} />
        <DateCalendar defaultValue={unityDay} />
      </Stack>
    </LocalizationProvider>
  );
}
