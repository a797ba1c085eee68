import * as React from 'react';
import Stack from '@mui/material/Stack';
import 'moment/locale/ar-sa';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** The Hijri (Umm al-Qura) calendar from moment-hijri, with the Arabic (Saudi Arabia) locale. */
export default function MomentHijriCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterMomentHijri} adapterLocale="ar-sa">
      <Stack spacing={2} sx={{ height: 420, alignItems: 'center', pt: 1 }}>
        <DateField label="التاريخ" sx={{ width: 260 }} />
        <DateCalendar />
      </Stack>
    </LocalizationProvider>
  );
}
