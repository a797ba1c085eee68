import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

/** With `ampm` (left, a meridiem column) and without (right, 00 to 23). */
export default function DigitalClockAmpm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 230, alignItems: 'flex-start' }}
      >
        <MultiSectionDigitalClock ampm defaultValue={dayjs('2025-05-14T21:15')} />
        <MultiSectionDigitalClock
          ampm={false}
          defaultValue={dayjs('2025-05-14T21:15')}
        />
        <DigitalClock
          ampm={false}
          defaultValue={dayjs('2025-05-14T21:00')}
          sx={{ height: 220 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
