import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

/** A static picker is always open: no field, no popover, the views sit in the page. */
export default function StaticDatePickerDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 480 }}>
        <StaticDatePicker defaultValue={dayjs('2025-09-12')} />
      </Box>
    </LocalizationProvider>
  );
}
