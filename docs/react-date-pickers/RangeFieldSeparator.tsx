import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

/** The single-input range field joins its two dates with `dateSeparator`. */
export default function RangeFieldSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <DateRangePicker
          label="Exhibition"
          defaultValue={[dayjs('2025-06-02'), dayjs('2025-08-31')]}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
