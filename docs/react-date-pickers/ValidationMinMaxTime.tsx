import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const opening = dayjs('2025-01-01T09:00');
const closing = dayjs('2025-01-01T17:30');

/** Office hours: only the time of day is compared, whatever the date of the bounds. */
export default function ValidationMinMaxTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 240, alignItems: 'flex-start', pt: 1 }}
      >
        <TimeField
          label="Delivery time"
          defaultValue={dayjs('2025-05-06T18:15')}
          minTime={opening}
          maxTime={closing}
        />
        <DigitalClock
          defaultValue={dayjs('2025-05-06T10:00')}
          minTime={opening}
          maxTime={closing}
          sx={{ height: 230 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
