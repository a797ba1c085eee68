import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

/** One month, weekends disabled, no drag editing. */
export default function DateRangeCalendarOne() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-03-10'), dayjs('2025-03-14')]}
          shouldDisableDate={(date) => date.day() === 0 || date.day() === 6}
          disableDragEditing
        />
      </Box>
    </LocalizationProvider>
  );
}
