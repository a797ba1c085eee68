import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Defined once, outside the component: the calendar calls it for every day it draws.
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

/** Business days only: weekends cannot be picked. */
export default function ValidationWeekends() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          defaultValue={dayjs('2025-11-18')}
          shouldDisableDate={isWeekend}
        />
      </Box>
    </LocalizationProvider>
  );
}
