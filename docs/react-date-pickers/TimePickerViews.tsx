import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

/** 24-hour time, seconds, and a 30-minute grid shown as a single column. */
export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280, height: 232, pt: 1 }}>
        <TimePicker
          label="Shift start (24 h)"
          ampm={false}
          defaultValue={dayjs('2025-05-16T22:00')}
        />
        <TimePicker
          label="Lap time"
          views={['minutes', 'seconds']}
          format="mm:ss"
          defaultValue={dayjs('2025-05-16T00:04:37')}
        />
        <TimePicker
          label="Meeting slot"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={dayjs('2025-05-16T14:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
