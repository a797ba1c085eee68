import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

/** `disabled` and `readOnly`. */
export default function TimePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 72, pt: 1, alignItems: 'flex-start' }}
      >
        <TimePicker
          label="Disabled"
          disabled
          defaultValue={dayjs('2025-05-14T08:15')}
        />
        <TimePicker
          label="Read-only"
          readOnly
          defaultValue={dayjs('2025-05-14T08:15')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
