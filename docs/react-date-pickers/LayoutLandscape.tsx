import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

/** The toolbar beside the calendar instead of above it. */
export default function LayoutLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 400 }}>
        <StaticDatePicker
          orientation="landscape"
          defaultValue={dayjs('2025-01-15')}
          slotProps={{ actionBar: { actions: ['today'] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
