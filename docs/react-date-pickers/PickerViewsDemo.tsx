import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** `views` decides which parts of a date a picker asks for, and `openTo` which view opens first. */
export default function PickerViewsDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280, height: 232, pt: 1 }}>
        <DatePicker
          label="Birth date (opens on the year)"
          openTo="year"
          views={['year', 'month', 'day']}
          defaultValue={dayjs('1988-06-23')}
        />
        <DatePicker
          label="Card expiry (month and year)"
          views={['month', 'year']}
          defaultValue={dayjs('2027-11-01')}
        />
        <DatePicker
          label="Graduation year"
          views={['year']}
          defaultValue={dayjs('2019-01-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
