import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

/** Controlled with `value` and `onChange`; the value is printed next to it. */
export default function DigitalClockControlled() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-14T16:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 230, alignItems: 'flex-start' }}
      >
        <DigitalClock value={value} onChange={setValue} sx={{ height: 220 }} />
        <Typography variant="body2" data-testid="DigitalClockControlled-value">
          Reminder: {value == null ? 'not set' : value.format('HH:mm')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
