import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** A graduation year: most recent years first, in rows of four. */
export default function YearsOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          views={['year']}
          yearsOrder="desc"
          yearsPerRow={4}
          defaultValue={dayjs('2019-01-01')}
          minDate={dayjs('1960-01-01')}
          maxDate={dayjs('2025-12-31')}
        />
      </Box>
    </LocalizationProvider>
  );
}
