import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** `disableFuture` for a date that already happened, `disablePast` for one still to come. */
export default function ValidationPastFuture() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <DatePicker
          label="Date of birth"
          disableFuture
          openTo="year"
          sx={{ width: 240 }}
        />
        <DatePicker label="Follow-up visit" disablePast sx={{ width: 240 }} />
      </Stack>
    </LocalizationProvider>
  );
}
