import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (date: Dayjs | null) =>
  date && date.isValid() ? date.format('ddd D MMM HH:mm') : '…';

/** A car rental: pick-up and return, each a day and a time. */
export default function DateTimeRangePickerDemo() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-14T10:00'),
    dayjs('2025-08-18T17:30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 420, height: 112, pt: 1 }}>
        <DateTimeRangePicker label="Rental" value={rental} onChange={setRental} />
        <Typography variant="body2" data-testid="rental-value">
          Pick-up {show(rental[0])}, return {show(rental[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
