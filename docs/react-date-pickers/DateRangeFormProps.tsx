import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

/** `disabled` blocks the field and the popup; `readOnly` shows the value but does not open. */
export default function DateRangeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 136, pt: 1 }}>
        <DateRangePicker
          label="Disabled"
          disabled
          defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-11')]}
          sx={{ width: 420 }}
        />
        <DateRangePicker
          label="Read-only"
          readOnly
          defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-11')]}
          sx={{ width: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
