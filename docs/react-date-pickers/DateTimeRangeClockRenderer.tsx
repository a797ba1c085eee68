import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { renderDigitalClockTimeView } from '@mui/x-date-pickers/timeViewRenderers';

/** One list of times (a digital clock) instead of a column per unit; and no time view at all (field only). */
export default function DateTimeRangeClockRenderer() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 136, pt: 1 }}>
        <DateTimeRangePicker
          label="Digital clock, 30 min steps"
          defaultValue={[dayjs('2025-11-03T08:00'), dayjs('2025-11-07T18:00')]}
          viewRenderers={{ hours: renderDigitalClockTimeView }}
          timeSteps={{ minutes: 30 }}
          sx={{ width: 420 }}
        />
        <DateTimeRangePicker
          label="Time typed in the field only"
          defaultValue={[dayjs('2025-11-03T08:00'), dayjs('2025-11-07T18:00')]}
          viewRenderers={{ hours: null, minutes: null }}
          sx={{ width: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
