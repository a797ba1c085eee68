import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

/** A Luxon value in UTC stays in UTC: no plugin needed. */
export default function LuxonUtc() {
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-03-30T00:45:00Z', { zone: 'utc' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={1.5} sx={{ width: 320, height: 112, pt: 1 }}>
        <DateTimeField
          label="Backup started (UTC)"
          value={value}
          onChange={setValue}
        />
        <Typography variant="body2">
          {value?.isValid ? value.toISO() : 'not a valid instant'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
