import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** Helper text through the text field slot, and the disabled and read-only states. */
export default function DatePickerStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280, height: 256, pt: 1 }}>
        <DatePicker
          label="Start date"
          defaultValue={dayjs('2025-11-03')}
          slotProps={{
            textField: { helperText: 'First working day in the new team' },
          }}
        />
        <DatePicker
          label="Contract signed"
          defaultValue={dayjs('2025-10-20')}
          readOnly
        />
        <DatePicker
          label="Probation ends"
          defaultValue={dayjs('2026-05-03')}
          disabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
