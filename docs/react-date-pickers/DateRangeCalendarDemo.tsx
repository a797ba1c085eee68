import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

/** Two months of a controlled range calendar for a sprint. */
export default function DateRangeCalendarDemo() {
  const [sprint, setSprint] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-01-27'),
    dayjs('2025-02-07'),
  ]);
  const [start, end] = sprint;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ height: 380, alignItems: 'center' }}>
        <DateRangeCalendar value={sprint} onChange={setSprint} />
        <Typography variant="body2" data-testid="sprint-value">
          Sprint: {start ? start.format('D MMM') : '…'} –{' '}
          {end ? end.format('D MMM YYYY') : '…'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
