import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

/** Day and hour only (a rounded booking slot), and a full timestamp down to the second. */
export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 72, pt: 1, alignItems: 'flex-start' }}
      >
        <DateTimePicker
          label="Slot (day and hour)"
          views={['day', 'hours']}
          defaultValue={dayjs('2025-05-14T14:00')}
        />
        <DateTimePicker
          label="Logged at"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2025-05-14T14:03:27')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
