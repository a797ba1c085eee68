import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';

/** The desktop variant opens a popover, the mobile one a dialog with Cancel and OK. */
export default function DateTimeRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 136, pt: 1 }}>
        <DesktopDateTimeRangePicker
          label="Desktop variant"
          defaultValue={[dayjs('2025-08-14T10:00'), dayjs('2025-08-18T17:30')]}
          sx={{ width: 420 }}
        />
        <MobileDateTimeRangePicker
          label="Mobile variant"
          defaultValue={[dayjs('2025-08-14T10:00'), dayjs('2025-08-18T17:30')]}
          sx={{ width: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
