import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const departure = dayjs('2025-09-12');

/** The same date in the responsive, desktop and mobile variants of the Date Picker. */
export default function PickerVariantsDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280, height: 232, pt: 1 }}>
        <DatePicker label="Responsive" defaultValue={departure} />
        <DesktopDatePicker label="Desktop (popover)" defaultValue={departure} />
        <MobileDatePicker label="Mobile (dialog)" defaultValue={departure} />
      </Stack>
    </LocalizationProvider>
  );
}
