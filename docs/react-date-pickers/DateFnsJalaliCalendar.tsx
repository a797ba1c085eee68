import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// 1 Farvardin 1404 (Nowruz) is 21 March 2025: the value is still a native Date.
const nowruz = new Date(2025, 2, 21);

/** The Jalali calendar from date-fns-jalali, with its default Persian locale. */
export default function DateFnsJalaliCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
      <Stack spacing={2} sx={{ height: 420, alignItems: 'center', pt: 1 }}>
        <DateField label="Nowruz" defaultValue={nowruz} sx={{ width: 260 }} />
        <DateCalendar defaultValue={nowruz} />
      </Stack>
    </LocalizationProvider>
  );
}
