import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

/** An uncontrolled range calendar with one month. */
export default function DateRangeCalendarBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-10-13'), dayjs('2025-10-17')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
