import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

/** The static variant in landscape: the toolbar beside the clock. */
export default function DateTimePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 460, pt: 1, alignItems: 'flex-start' }}
      >
        <StaticDateTimePicker
          orientation="landscape"
          defaultValue={dayjs('2025-05-14T19:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
