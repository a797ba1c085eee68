import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

/** An invalid value is kept and shown in red; nothing clamps it. */
export default function ValidationFeedback() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <DateField
          label="Return by (max 09/30/2025)"
          defaultValue={dayjs('2025-10-02')}
          maxDate={dayjs('2025-09-30')}
        />
        <DateField label="Not a date" defaultValue={dayjs('not a date')} />
      </Stack>
    </LocalizationProvider>
  );
}
