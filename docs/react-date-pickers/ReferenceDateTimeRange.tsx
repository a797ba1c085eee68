import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

/** Empty pickers that open on a chosen time (08:00) and a chosen month (July 2026). */
export default function ReferenceDateTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <TimePicker label="Shift start" referenceDate={dayjs('2025-05-14T08:00')} />
        <DateRangePicker
          label="Summer camp"
          referenceDate={dayjs('2026-07-01')}
          sx={{ width: 320 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
