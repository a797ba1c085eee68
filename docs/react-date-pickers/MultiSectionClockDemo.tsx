import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

/** One column per unit: 12-hour with meridiem, and 24-hour with 15-minute steps. */
export default function MultiSectionClockDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} sx={{ height: 250 }}>
        <MultiSectionDigitalClock
          defaultValue={dayjs('2025-05-12T19:45')}
          sx={{ border: 1, borderColor: 'divider' }}
        />
        <MultiSectionDigitalClock
          ampm={false}
          timeSteps={{ minutes: 15 }}
          defaultValue={dayjs('2025-05-12T19:45')}
          sx={{ border: 1, borderColor: 'divider' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
