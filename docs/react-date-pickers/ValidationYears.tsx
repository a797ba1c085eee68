import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// Summer Olympic years: every fourth year (2020 was held in 2021 and is left out).
const notAnOlympicYear = (year: Dayjs) =>
  year.year() % 4 !== 0 || year.year() === 2020;

/** `shouldDisableYear` in a year view: only some years can be picked. */
export default function ValidationYears() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 300 }}>
        <YearCalendar
          defaultValue={dayjs('2024-01-01')}
          minDate={dayjs('2000-01-01')}
          maxDate={dayjs('2032-12-31')}
          shouldDisableYear={notAnOlympicYear}
        />
      </Box>
    </LocalizationProvider>
  );
}
