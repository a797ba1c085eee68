import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

/** An uncontrolled DateRangePicker with a default value. */
export default function DateRangeBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 72, pt: 1 }}>
        <DateRangePicker
          label="Holiday"
          defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-11')]}
          sx={{ width: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
