import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Public holidays in France in May 2025.
const holidays = ['2025-05-01', '2025-05-08', '2025-05-29'];

/** A `day` slot that styles public holidays, wrapping the default PickersDay. */
function HolidayDay(props: PickersDayProps) {
  const isHoliday =
    !props.outsideCurrentMonth && holidays.includes(props.day.format('YYYY-MM-DD'));
  return (
    <PickersDay
      {...props}
      title={isHoliday ? 'Public holiday' : undefined}
      sx={isHoliday ? { color: 'error.main', fontWeight: 700 } : undefined}
    />
  );
}

/** Replacing one slot of the calendar. */
export default function SlotsHighlightedDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          defaultValue={dayjs('2025-05-12')}
          slots={{ day: HolidayDay }}
        />
      </Box>
    </LocalizationProvider>
  );
}
