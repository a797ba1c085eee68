import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function show(date: Dayjs | null): string {
  return date && date.isValid() ? date.format('YYYY-MM-DD') : '…';
}

/** A controlled Date Range Picker for a holiday rental: the value is a [start, end] tuple. */
export default function DateRangeStay() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-04'),
    dayjs('2025-08-11'),
  ]);
  const [start, end] = stay;
  const nights =
    start && end && start.isValid() && end.isValid() ? end.diff(start, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 320, height: 112, pt: 1 }}>
        <DateRangePicker
          label="Stay"
          value={stay}
          onChange={(newValue) => setStay(newValue)}
        />
        <Typography variant="body2" data-testid="stay-value">
          From {show(start)} to {show(end)}
          {nights !== null ? ` (${nights} nights)` : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
