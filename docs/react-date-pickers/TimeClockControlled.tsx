import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

/** Controlled with `value` and `onChange`; the value is printed next to it. */
export default function TimeClockControlled() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-14T06:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 340, alignItems: 'flex-start' }}
      >
        <TimeClock value={value} onChange={setValue} />
        <Typography variant="body2" data-testid="TimeClockControlled-value">
          Alarm: {value == null ? 'not set' : value.format('HH:mm')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
