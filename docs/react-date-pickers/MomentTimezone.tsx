import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import moment from 'moment-timezone';
import type { Moment } from 'moment';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

/** moment-timezone given to the provider as `dateLibInstance`: a UTC value shown in São Paulo time. */
export default function MomentTimezone() {
  const [value, setValue] = React.useState<Moment | null>(() =>
    moment.utc('2025-02-28T23:00:00Z'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={moment}>
      <Stack spacing={1.5} sx={{ width: 320, height: 112, pt: 1 }}>
        <DateTimeField
          label="Carnival parade (São Paulo)"
          timezone="America/Sao_Paulo"
          value={value}
          onChange={setValue}
        />
        <Typography variant="body2">
          Stored: {value?.isValid() ? value.toISOString() : 'not a valid instant'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
