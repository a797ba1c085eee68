import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import moment, { type Moment } from 'moment';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

/** Moment has UTC built in: `moment.utc()` values are edited in UTC. */
export default function MomentUtc() {
  const [value, setValue] = React.useState<Moment | null>(() =>
    moment.utc('2025-10-26T01:30:00Z'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Stack spacing={1.5} sx={{ width: 320, height: 112, pt: 1 }}>
        <DateTimeField
          label="Clock change (UTC)"
          value={value}
          onChange={setValue}
        />
        <Typography variant="body2">
          {value?.isValid() ? value.toISOString() : 'not a valid instant'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
