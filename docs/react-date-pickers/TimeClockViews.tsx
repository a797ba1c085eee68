import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

/** A controlled analog clock that reports its current view. */
export default function TimeClockViews() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-03T10:20'));
  const [view, setView] = React.useState<TimeView>('hours');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ height: 370, alignItems: 'center' }}>
        <TimeClock
          value={value}
          onChange={(newValue) => setValue(newValue)}
          view={view}
          onViewChange={setView}
          ampmInClock
        />
        <Typography variant="body2" data-testid="clock-value">
          {view} view, time {value ? value.format('HH:mm') : 'not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
