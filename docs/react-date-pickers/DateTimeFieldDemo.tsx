import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

/** A controlled Date Time Field printing the value as an ISO local date-time. */
export default function DateTimeFieldDemo() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2025-11-21T20:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 300, height: 112, pt: 1 }}>
        <DateTimeField label="Concert starts" value={start} onChange={setStart} />
        <Typography variant="body2" data-testid="concert-value">
          {start && start.isValid()
            ? start.format('YYYY-MM-DDTHH:mm')
            : 'incomplete'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
