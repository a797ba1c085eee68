import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

/** The bounds compare the full instant: 14:00 is valid on the 4th but not on the 3rd. */
export default function ValidationMinMaxDateTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <DateTimeField
          label="Check-in (from Jul 3, 3:00 PM)"
          defaultValue={dayjs('2025-07-03T14:00')}
          minDateTime={dayjs('2025-07-03T15:00')}
          maxDateTime={dayjs('2025-07-10T22:00')}
          sx={{ width: 300 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
