import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';

/** The desktop variant opens a popover, the mobile one a dialog with Cancel and OK. */
export default function DateRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 136, pt: 1 }}>
        <DesktopDateRangePicker
          label="Desktop variant"
          defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-11')]}
          sx={{ width: 420 }}
        />
        <MobileDateRangePicker
          label="Mobile variant"
          defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-11')]}
          sx={{ width: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
