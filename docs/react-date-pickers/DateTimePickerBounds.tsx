import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

/** `minDateTime` and `maxDateTime` bound the full instant, not only the day. */
export default function DateTimePickerBounds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: 300, height: 104, pt: 1 }}>
        <DateTimePicker
          label="Return the rental car"
          defaultValue={dayjs('2025-08-10T10:00')}
          minDateTime={dayjs('2025-08-03T14:00')}
          maxDateTime={dayjs('2025-08-10T12:00')}
          slotProps={{
            textField: { helperText: 'Between 3 Aug 14:00 and 10 Aug 12:00' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
