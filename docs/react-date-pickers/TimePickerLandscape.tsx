import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

/** The static variant in landscape: the toolbar beside the clock. */
export default function TimePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 400, pt: 1, alignItems: 'flex-start' }}
      >
        <StaticTimePicker
          orientation="landscape"
          defaultValue={dayjs('2025-05-14T08:15')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
