import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const boarding = dayjs('2025-05-12T19:45');

/** `ampm` left to the locale (en: 12-hour, en-gb: 24-hour), then forced either way. */
export default function MeridiemFormats() {
  return (
    <Stack spacing={2} sx={{ width: 280, height: 288, pt: 1 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimeField label="Locale en (default)" defaultValue={boarding} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <TimeField label="Locale en-gb (default)" defaultValue={boarding} />
        <TimeField label="en-gb with ampm" ampm defaultValue={boarding} />
        <TimeField
          label="en-gb with ampm={false}"
          ampm={false}
          defaultValue={boarding}
        />
      </LocalizationProvider>
    </Stack>
  );
}
