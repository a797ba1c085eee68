import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

/** A 12-hour face with AM/PM buttons in the clock (left), and a 24-hour face with two rings (right). */
export default function TimeClockAmpm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 340, alignItems: 'flex-start' }}
      >
        <TimeClock ampm ampmInClock defaultValue={dayjs('2025-05-14T15:00')} />
        <TimeClock ampm={false} defaultValue={dayjs('2025-05-14T15:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
