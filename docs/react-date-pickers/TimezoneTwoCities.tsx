import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

/** One instant, stored in UTC, displayed and edited in Paris time and in New York time. */
export default function TimezoneTwoCities() {
  const [kickOff, setKickOff] = React.useState<Dayjs | null>(
    dayjs.utc('2025-03-14T16:00:00Z'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320, height: 186, pt: 1 }}>
        <DateTimePicker
          label="Kick-off in Paris"
          timezone="Europe/Paris"
          value={kickOff}
          onChange={(newValue) => setKickOff(newValue)}
        />
        <DateTimePicker
          label="Kick-off in New York"
          timezone="America/New_York"
          value={kickOff}
          onChange={(newValue) => setKickOff(newValue)}
        />
        <Typography variant="body2" data-testid="kick-off-utc">
          Stored value (UTC):{' '}
          {kickOff && kickOff.isValid()
            ? kickOff.toISOString()
            : 'not a valid instant'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
