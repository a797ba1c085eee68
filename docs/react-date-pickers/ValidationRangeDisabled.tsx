import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// The office is closed on Sundays: no stay may start or end on one.
const isSunday = (day: Dayjs) => day.day() === 0;

/** `shouldDisableDate` on a range picker: both ends are checked. */
export default function ValidationRangeDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <DateRangePicker
          label="Desk booking"
          defaultValue={[dayjs('2025-03-03'), dayjs('2025-03-08')]}
          shouldDisableDate={isSunday}
          sx={{ width: 420 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
