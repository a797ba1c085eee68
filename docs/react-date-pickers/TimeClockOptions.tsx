import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

/** A 24-hour clock limited to the afternoon, and a minutes-and-seconds clock. */
export default function TimeClockOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 340 }}>
        <TimeClock
          ampm={false}
          defaultValue={dayjs('2025-03-03T15:00')}
          minTime={dayjs('2025-03-03T12:00')}
          maxTime={dayjs('2025-03-03T18:00')}
          sx={{ width: 300 }}
        />
        <TimeClock
          views={['minutes', 'seconds']}
          defaultValue={dayjs('2025-03-03T00:12:40')}
          sx={{ width: 300 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
