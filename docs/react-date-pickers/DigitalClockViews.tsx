import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

/** Only the hours (left); minutes and seconds, for a lap time (right). */
export default function DigitalClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 230, alignItems: 'flex-start' }}
      >
        <MultiSectionDigitalClock
          views={['hours']}
          defaultValue={dayjs('2025-05-14T07:00')}
        />
        <MultiSectionDigitalClock
          views={['minutes', 'seconds']}
          defaultValue={dayjs('2025-05-14T00:04:37')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
