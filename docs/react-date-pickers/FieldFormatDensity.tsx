import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const renewal = dayjs('2025-12-01');

/** `formatDensity`: separators packed (default) or surrounded by spaces. */
export default function FieldFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280, height: 136, pt: 1 }}>
        <DateField label="Dense (default)" defaultValue={renewal} />
        <DateField
          label="Spacious"
          formatDensity="spacious"
          defaultValue={renewal}
        />
      </Stack>
    </LocalizationProvider>
  );
}
