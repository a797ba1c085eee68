import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

/** `maxTime` alone: last orders at 21:30. */
export default function ValidationMaxTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <TimePicker
          label="Order for"
          ampm={false}
          defaultValue={dayjs('2025-05-14T20:00')}
          maxTime={dayjs('2025-05-14T21:30')}
        />
      </Box>
    </LocalizationProvider>
  );
}
