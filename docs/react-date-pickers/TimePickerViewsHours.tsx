import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

/** Only the hours: a whole-hour slot, with a field to match. */
export default function TimePickerViewsHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 72, pt: 1, alignItems: 'flex-start' }}
      >
        <TimePicker
          label="Hourly slot"
          views={['hours']}
          defaultValue={dayjs('2025-05-14T15:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
