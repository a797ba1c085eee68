import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

/** `disabled` blocks the field and the popup; `readOnly` shows the value but does not open. */
export default function TimeRangeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 136, pt: 1 }}>
        <TimeRangePicker
          label="Disabled"
          disabled
          defaultValue={[dayjs('2025-06-02T09:00'), dayjs('2025-06-02T17:30')]}
          sx={{ width: 420 }}
        />
        <TimeRangePicker
          label="Read-only"
          readOnly
          defaultValue={[dayjs('2025-06-02T09:00'), dayjs('2025-06-02T17:30')]}
          sx={{ width: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
