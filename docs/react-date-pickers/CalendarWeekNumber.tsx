import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** Week numbers in a first column, as planning tools show them. */
export default function CalendarWeekNumber() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
      <Box sx={{ height: 340 }}>
        <DateCalendar defaultValue={dayjs('2025-09-08')} displayWeekNumber />
      </Box>
    </LocalizationProvider>
  );
}
