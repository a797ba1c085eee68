import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

/** The month and year views as standalone components. */
export default function MonthYearCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 300 }}>
        <MonthCalendar
          defaultValue={dayjs('2025-09-01')}
          monthsPerRow={3}
          sx={{ width: 260 }}
        />
        <YearCalendar
          defaultValue={dayjs('2025-01-01')}
          minDate={dayjs('2015-01-01')}
          maxDate={dayjs('2035-12-31')}
          yearsPerRow={3}
          yearsOrder="desc"
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
