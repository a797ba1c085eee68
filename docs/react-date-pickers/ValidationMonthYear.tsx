import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The ski school runs from December to April.
const outOfSeason = (month: Dayjs) => month.month() >= 4 && month.month() <= 10;
// The 2026 season is already sold out.
const soldOut = (year: Dayjs) => year.year() === 2026;

/** `shouldDisableMonth` and `shouldDisableYear` grey out whole months and years in their views. */
export default function ValidationMonthYear() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <DatePicker
          label="Ski lesson"
          openTo="month"
          views={['year', 'month', 'day']}
          defaultValue={dayjs('2025-12-08')}
          shouldDisableMonth={outOfSeason}
          sx={{ width: 240 }}
        />
        <DatePicker
          label="Season pass"
          views={['year']}
          defaultValue={dayjs('2027-01-01')}
          shouldDisableYear={soldOut}
          sx={{ width: 240 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
