import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

/** `viewRenderers` swaps the desktop digital clock for the analog clock. */
export default function TimePickerClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <TimePicker
          label="Digital clock (default)"
          defaultValue={dayjs('2025-05-16T09:15')}
          sx={{ width: 240 }}
        />
        <TimePicker
          label="Analog clock"
          defaultValue={dayjs('2025-05-16T09:15')}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
          sx={{ width: 240 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
