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

/** An empty picker with an IANA `timezone` creates its values in that zone. */
export default function TimezoneDayjsTz() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 320, height: 112, pt: 1 }}>
        <DateTimePicker
          label="Store opening (Chicago time)"
          timezone="America/Chicago"
          referenceDate={dayjs.tz('2025-12-01T09:00', 'America/Chicago')}
          value={value}
          onChange={setValue}
        />
        <Typography variant="body2" data-testid="chicago-value">
          {value == null
            ? 'Pick a date and time'
            : value.format('YYYY-MM-DDTHH:mm Z')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
