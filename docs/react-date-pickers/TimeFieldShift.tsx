import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

function minutesBetween(start: Dayjs | null, end: Dayjs | null): string {
  if (!start || !end || !start.isValid() || !end.isValid()) return '–';
  const minutes = end.diff(start, 'minute');
  return minutes > 0
    ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
    : 'ends before it starts';
}

/** Two controlled Time Fields computing the length of a shift. */
export default function TimeFieldShift() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-04-07T08:30'));
  const [end, setEnd] = React.useState<Dayjs | null>(dayjs('2025-04-07T16:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ height: 112, pt: 1 }}>
        <Stack direction="row" spacing={2}>
          <TimeField
            label="Shift starts"
            value={start}
            onChange={setStart}
            sx={{ width: 200 }}
          />
          <TimeField
            label="Shift ends"
            value={end}
            onChange={setEnd}
            sx={{ width: 200 }}
          />
        </Stack>
        <Typography variant="body2" data-testid="shift-length">
          Shift length: {minutesBetween(start, end)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
