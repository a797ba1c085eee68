import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {
  DateRangePickerDay,
  type DateRangePickerDayProps,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';

/** Weekend nights cost more: the default range day, with weekend days in bold red. */
function RateDay(props: DateRangePickerDayProps) {
  const weekday = (props.day as Dayjs).day();
  const weekend = weekday === 5 || weekday === 6;
  return (
    <DateRangePickerDay
      {...props}
      sx={
        weekend
          ? { '& button': { color: 'error.main', fontWeight: 700 } }
          : undefined
      }
    />
  );
}

/** A wrapped `DateRangePickerDay` as the `day` slot keeps the range highlighting. */
export default function DateRangeCalendarCustomDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-10-08'), dayjs('2025-10-15')]}
          slots={{ day: RateDay }}
        />
      </Box>
    </LocalizationProvider>
  );
}
