import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

/** The toolbar's title uses its own format: here the weekday and the full date. */
export default function ToolbarFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 520 }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-11-14')}
          slotProps={{ toolbar: { toolbarFormat: 'dddd, MMMM D' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
