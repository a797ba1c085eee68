import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

/** The desktop variant opens a popover with digital clocks, the mobile one a dialog with an analog clock. */
export default function DateTimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 72, pt: 1, alignItems: 'flex-start' }}
      >
        <DesktopDateTimePicker
          label="Desktop variant"
          defaultValue={dayjs('2025-05-14T19:30')}
        />
        <MobileDateTimePicker
          label="Mobile variant"
          defaultValue={dayjs('2025-05-14T19:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
