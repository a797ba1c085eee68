import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** Year, then month, then day (left); month and year only (right). */
export default function CalendarViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 340, flexWrap: 'wrap' }}>
        <DateCalendar
          defaultValue={dayjs('1988-11-02')}
          views={['year', 'month', 'day']}
          openTo="year"
        />
        <DateCalendar
          defaultValue={dayjs('2027-08-01')}
          views={['month', 'year']}
          openTo="month"
        />
      </Stack>
    </LocalizationProvider>
  );
}
