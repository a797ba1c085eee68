import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

/** `disabled` and `readOnly`. */
export default function DateTimePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 72, pt: 1, alignItems: 'flex-start' }}
      >
        <DateTimePicker
          label="Disabled"
          disabled
          defaultValue={dayjs('2025-05-14T19:30')}
        />
        <DateTimePicker
          label="Read-only"
          readOnly
          defaultValue={dayjs('2025-05-14T19:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
