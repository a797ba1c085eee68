import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

/** `disabled` (left) and `readOnly` (right). */
export default function DateRangeCalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 340, flexWrap: 'wrap' }}>
        <DateRangeCalendar
          calendars={1}
          disabled
          defaultValue={[dayjs('2025-10-13'), dayjs('2025-10-17')]}
        />
        <DateRangeCalendar
          calendars={1}
          readOnly
          defaultValue={[dayjs('2025-10-13'), dayjs('2025-10-17')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
