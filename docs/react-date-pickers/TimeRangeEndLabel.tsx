import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

/** The end input's label is the `end` entry of `localeText`; only that one is changed here. */
export default function TimeRangeEndLabel() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 72, pt: 1 }}>
        <TimeRangePicker
          defaultValue={[dayjs('2025-06-02T18:00'), dayjs('2025-06-02T22:30')]}
          slots={{ field: MultiInputTimeRangeField }}
          localeText={{ end: 'Last orders' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
