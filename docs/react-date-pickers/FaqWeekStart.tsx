import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** Weeks that start on Monday, from the en-gb locale of Day.js. */
export default function FaqWeekStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Box sx={{ height: 340 }}>
        <DateCalendar defaultValue={dayjs('2025-09-01')} />
      </Box>
    </LocalizationProvider>
  );
}
