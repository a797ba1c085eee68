import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (date: Dayjs | null) =>
  date && date.isValid() ? date.format('YYYY-MM-DD') : '…';

/** A controlled single-input range field. */
export default function DateRangeFieldTrip() {
  const [trip, setTrip] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-12'),
    dayjs('2025-04-21'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 320, height: 112, pt: 1 }}>
        <SingleInputDateRangeField label="Trip" value={trip} onChange={setTrip} />
        <Typography variant="body2" data-testid="trip-value">
          {show(trip[0])} → {show(trip[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
