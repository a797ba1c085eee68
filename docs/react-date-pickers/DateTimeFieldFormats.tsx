import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const landing = dayjs('2025-11-21T06:05');

/** Day-first 24-hour format, and a weekday section. */
export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320, height: 152, pt: 1 }}>
        <DateTimeField
          label="Landing (24 h)"
          format="DD/MM/YYYY HH:mm"
          defaultValue={landing}
        />
        <DateTimeField
          label="With the weekday"
          format="ddd D MMM YYYY, h:mm A"
          defaultValue={landing}
        />
      </Stack>
    </LocalizationProvider>
  );
}
