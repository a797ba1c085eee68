import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

/** The desktop variant opens a popover with digital clocks, the mobile one a dialog with an analog clock. */
export default function TimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 72, pt: 1, alignItems: 'flex-start' }}
      >
        <DesktopTimePicker
          label="Desktop variant"
          defaultValue={dayjs('2025-05-14T08:15')}
        />
        <MobileTimePicker
          label="Mobile variant"
          defaultValue={dayjs('2025-05-14T08:15')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
