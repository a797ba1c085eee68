import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

/** A single list of times, and one column per unit. */
export default function DigitalClockBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 230, alignItems: 'flex-start' }}
      >
        <DigitalClock
          defaultValue={dayjs('2025-05-14T10:30')}
          sx={{ height: 220 }}
        />
        <MultiSectionDigitalClock defaultValue={dayjs('2025-05-14T10:30')} />
      </Stack>
    </LocalizationProvider>
  );
}
