import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);

/** Stored in UTC, shown in the reader's own zone (`timezone="system"`), sent back in UTC. */
export default function TimezoneUtcSystem() {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.utc('2025-04-02T14:00:00Z'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 320, height: 112, pt: 1 }}>
        <DateTimePicker
          label="Call (your time)"
          timezone="system"
          value={value}
          onChange={setValue}
        />
        <Typography variant="body2" data-testid="system-stored">
          Stored: {value?.isValid() ? value.toISOString() : 'not a valid instant'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
