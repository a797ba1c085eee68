import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

/** One input per end of the range, through the `field` slot. */
export default function DateRangeMultiInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <DateRangePicker
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Conference opens', end: 'Conference closes' }}
          defaultValue={[dayjs('2025-05-19'), dayjs('2025-05-23')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
