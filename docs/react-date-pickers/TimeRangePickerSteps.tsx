import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

/** Two inputs, 24-hour time, a 15-minute grid, and an end on the next day. */
export default function TimeRangePickerSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <TimeRangePicker
          slots={{ field: MultiInputTimeRangeField }}
          localeText={{ start: 'Quiet hours from', end: 'until' }}
          ampm={false}
          timeSteps={{ minutes: 15 }}
          defaultValue={[dayjs('2025-06-02T22:00'), dayjs('2025-06-03T07:00')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
