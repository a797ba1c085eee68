import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

/** One input per instant. */
export default function DateTimeRangeFieldMulti() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: 560, height: 72, pt: 1 }}>
        <MultiInputDateTimeRangeField
          defaultValue={[dayjs('2025-10-06T08:00'), dayjs('2025-10-10T16:00')]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Exhibition opens' : 'Exhibition closes',
            }),
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
