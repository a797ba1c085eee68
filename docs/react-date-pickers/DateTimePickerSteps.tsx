import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

/** 24-hour time on a 15-minute grid, and the analog clock instead of the lists. */
export default function DateTimePickerSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300, height: 152, pt: 1 }}>
        <DateTimePicker
          label="Kick-off (15-minute steps)"
          ampm={false}
          timeSteps={{ minutes: 15 }}
          defaultValue={dayjs('2025-09-20T15:30')}
        />
        <DateTimePicker
          label="Reminder (analog clock)"
          defaultValue={dayjs('2025-09-20T08:00')}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
