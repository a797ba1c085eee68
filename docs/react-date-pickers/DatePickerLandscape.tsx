import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

/** The toolbar on the side instead of on top. */
export default function DatePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 420, pt: 1, alignItems: 'flex-start' }}
      >
        <StaticDatePicker
          orientation="landscape"
          defaultValue={dayjs('2025-12-24')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
