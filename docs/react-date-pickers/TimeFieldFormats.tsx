import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const sunset = dayjs('2025-06-21T21:58:12');

/** 12-hour, 24-hour and seconds formats of the same time. */
export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 260, height: 232, pt: 1 }}>
        <TimeField label="Locale default" defaultValue={sunset} />
        <TimeField label="24 hours" ampm={false} defaultValue={sunset} />
        <TimeField label="With seconds" format="HH:mm:ss" defaultValue={sunset} />
      </Stack>
    </LocalizationProvider>
  );
}
