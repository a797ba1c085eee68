import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** `maxDate` alone: a date of birth for an adult on 1 January 2026, nothing after 1 January 2008. */
export default function ValidationMaxDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          defaultValue={dayjs('2007-12-20')}
          maxDate={dayjs('2008-01-01')}
        />
      </Box>
    </LocalizationProvider>
  );
}
