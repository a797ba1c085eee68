import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);

/** A field that edits a UTC timestamp as UTC, whatever the zone of the browser. */
export default function TimezoneUtcField() {
  const [loggedAt, setLoggedAt] = React.useState<Dayjs | null>(
    dayjs.utc('2025-01-20T23:30:00Z'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 320, height: 112, pt: 1 }}>
        <DateTimeField
          label="Incident logged at (UTC)"
          timezone="UTC"
          ampm={false}
          value={loggedAt}
          onChange={(newValue) => setLoggedAt(newValue)}
        />
        <Typography variant="body2" data-testid="logged-at">
          {loggedAt && loggedAt.isValid()
            ? loggedAt.toISOString()
            : 'not a valid instant'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
