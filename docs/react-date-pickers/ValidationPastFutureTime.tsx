import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

/** On time and date-time pickers, past and future are measured to the minute. */
export default function ValidationPastFutureTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <TimePicker label="Call me back at (later today)" disablePast />
        <DateTimePicker label="Incident started (not in the future)" disableFuture />
      </Stack>
    </LocalizationProvider>
  );
}
