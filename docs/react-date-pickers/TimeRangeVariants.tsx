import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';

/** The desktop variant opens a popover, the mobile one a dialog with Cancel and OK. */
export default function TimeRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 136, pt: 1 }}>
        <DesktopTimeRangePicker
          label="Desktop variant"
          defaultValue={[dayjs('2025-06-02T09:00'), dayjs('2025-06-02T17:30')]}
          sx={{ width: 420 }}
        />
        <MobileTimeRangePicker
          label="Mobile variant"
          defaultValue={[dayjs('2025-06-02T09:00'), dayjs('2025-06-02T17:30')]}
          sx={{ width: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
