import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const releaseDate = dayjs('2025-10-03');

/** One date, three display formats: `format` only changes how the field shows the value. */
export default function DatePickerFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280, height: 232, pt: 1 }}>
        <DatePicker label="Default format" defaultValue={releaseDate} />
        <DatePicker
          label="Day first"
          format="DD/MM/YYYY"
          defaultValue={releaseDate}
        />
        <DatePicker
          label="Long"
          format="dddd D MMMM YYYY"
          defaultValue={releaseDate}
        />
      </Stack>
    </LocalizationProvider>
  );
}
