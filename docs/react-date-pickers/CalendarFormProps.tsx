import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** `disabled` greys out everything; `readOnly` keeps the calendar navigable but the value fixed. */
export default function CalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 340, flexWrap: 'wrap' }}>
        <DateCalendar defaultValue={dayjs('2025-03-20')} disabled />
        <DateCalendar defaultValue={dayjs('2025-03-20')} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
