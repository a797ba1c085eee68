import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** An uncontrolled Date Picker: type the date or pick it in the calendar. */
export default function DatePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 72, pt: 1, alignItems: 'flex-start' }}
      >
        <DatePicker label="Date of the event" defaultValue={dayjs('2025-07-12')} />
      </Stack>
    </LocalizationProvider>
  );
}
