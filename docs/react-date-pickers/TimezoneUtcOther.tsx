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

/** Stored in UTC, shown in the venue's zone, whatever the reader's. */
export default function TimezoneUtcOther() {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.utc('2025-08-09T18:30:00Z'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 320, height: 112, pt: 1 }}>
        <DateTimePicker
          label="Concert (Sydney time)"
          timezone="Australia/Sydney"
          value={value}
          onChange={setValue}
        />
        <Typography variant="body2" data-testid="sydney-stored">
          Stored: {value?.isValid() ? value.toISOString() : 'not a valid instant'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
