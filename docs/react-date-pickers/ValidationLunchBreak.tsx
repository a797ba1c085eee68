import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import type { TimeView } from '@mui/x-date-pickers/models';

// No appointments during the 12:00–13:00 lunch break, nor in the quarter before it.
const isUnavailable = (value: Dayjs, view: TimeView) =>
  (view === 'hours' && value.hour() === 12) ||
  (view === 'minutes' && value.hour() === 11 && value.minute() >= 45);

/** `shouldDisableTime` is called per view: hours first, then the minutes of the chosen hour. */
export default function ValidationLunchBreak() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 240 }}>
        <MultiSectionDigitalClock
          defaultValue={dayjs('2025-05-06T11:30')}
          ampm={false}
          shouldDisableTime={isUnavailable}
        />
      </Box>
    </LocalizationProvider>
  );
}
