import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Registration for the autumn term is open from 1 to 19 September 2025.
const opens = dayjs('2025-09-01');
const closes = dayjs('2025-09-19');

/** `minDate` and `maxDate` on a picker and on a calendar: days outside are disabled. */
export default function ValidationMinMaxDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 340, alignItems: 'flex-start', pt: 1 }}
      >
        <DatePicker
          label="Registration date"
          minDate={opens}
          maxDate={closes}
          sx={{ width: 240 }}
        />
        <DateCalendar
          defaultValue={dayjs('2025-09-10')}
          minDate={opens}
          maxDate={closes}
        />
      </Stack>
    </LocalizationProvider>
  );
}
