import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

/** Two months, the value's month on the right: the previous month is shown for context. */
export default function DateRangeCalendarPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateRangeCalendar
          currentMonthCalendarPosition={2}
          defaultValue={[dayjs('2025-10-27'), dayjs('2025-10-31')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
