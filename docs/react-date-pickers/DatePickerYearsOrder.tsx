import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** Birth years, most recent first, four per row. */
export default function DatePickerYearsOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 72, pt: 1, alignItems: 'flex-start' }}
      >
        <DatePicker
          label="Birth date"
          openTo="year"
          yearsOrder="desc"
          yearsPerRow={4}
          maxDate={dayjs('2025-12-31')}
          defaultValue={dayjs('1992-03-08')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
