import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

/** Two inputs, 24-hour time in 30-minute steps, and no past dates. */
export default function DateTimeRangePickerMulti() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <DateTimeRangePicker
          slots={{ field: MultiInputDateTimeRangeField }}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
          ampm={false}
          timeSteps={{ minutes: 30 }}
          defaultValue={[dayjs('2025-12-30T15:00'), dayjs('2026-01-02T11:00')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
