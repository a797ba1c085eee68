import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** Days of the neighbouring months fill the grid, which always has six weeks so its height never changes. */
export default function CalendarOutsideDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          defaultValue={dayjs('2025-02-14')}
          showDaysOutsideCurrentMonth
          fixedWeekNumber={6}
        />
      </Box>
    </LocalizationProvider>
  );
}
