import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

/** A value stored in UTC, shown and edited in Tokyo time. */
export default function LuxonTimezone() {
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-06-20T01:00:00Z', { zone: 'utc' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={1.5} sx={{ width: 320, height: 112, pt: 1 }}>
        <DateTimeField
          label="Webinar (Tokyo time)"
          timezone="Asia/Tokyo"
          value={value}
          onChange={setValue}
        />
        <Typography variant="body2">
          Stored: {value?.isValid ? value.toISO() : 'not a valid instant'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
