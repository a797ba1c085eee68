import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** The month label above the days, formatted as a numeric month and year. */
export default function CalendarHeaderFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          defaultValue={dayjs('2025-06-18')}
          slotProps={{ calendarHeader: { format: 'MM/YYYY' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
