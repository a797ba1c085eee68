import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Bookings for the 2026 ski season open on this page: start the empty views in December 2026.
const seasonStart = dayjs('2026-12-01');

/** An empty picker and calendar that start on a chosen month instead of today's. */
export default function ReferenceDateCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 340, alignItems: 'flex-start', pt: 1 }}
      >
        <DatePicker
          label="Arrival"
          referenceDate={seasonStart}
          sx={{ width: 220 }}
        />
        <DateCalendar referenceDate={seasonStart} />
      </Stack>
    </LocalizationProvider>
  );
}
