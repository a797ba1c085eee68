import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

/** Week numbers, days of the neighbouring months and six fixed weeks in the calendar. */
export default function DatePickerCalendarOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 480 }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-02-14')}
          displayWeekNumber
          showDaysOutsideCurrentMonth
          fixedWeekNumber={6}
          slotProps={{ actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
