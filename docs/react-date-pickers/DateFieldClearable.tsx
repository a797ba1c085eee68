import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** `clearable` adds a button that empties the value, on a field and on a picker. */
export default function DateFieldClearable() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <DateField
          label="Reminder"
          clearable
          defaultValue={dayjs('2025-05-06')}
          sx={{ width: 240 }}
        />
        <DatePicker
          label="Renewal"
          defaultValue={dayjs('2026-05-06')}
          slotProps={{ field: { clearable: true } }}
          sx={{ width: 240 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
