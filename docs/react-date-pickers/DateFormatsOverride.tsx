import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** `dateFormats` replaces formats for a subtree; `dayOfWeekFormatter` the weekday headers. */
export default function DateFormatsOverride() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      dateFormats={{ keyboardDate: 'YYYY-MM-DD' }}
    >
      <Stack
        direction="row"
        spacing={3}
        sx={{ height: 340, alignItems: 'flex-start' }}
      >
        <DateField
          label="ISO field"
          defaultValue={dayjs('2025-09-04')}
          sx={{ width: 200, mt: 1 }}
        />
        <DateCalendar
          defaultValue={dayjs('2025-09-04')}
          dayOfWeekFormatter={(date) => date.format('dd')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
