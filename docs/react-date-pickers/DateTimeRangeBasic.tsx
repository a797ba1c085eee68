import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

/** An uncontrolled DateTimeRangePicker with a default value. */
export default function DateTimeRangeBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 72, pt: 1 }}>
        <DateTimeRangePicker
          label="Car rental"
          defaultValue={[dayjs('2025-08-14T10:00'), dayjs('2025-08-18T17:30')]}
          sx={{ width: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
