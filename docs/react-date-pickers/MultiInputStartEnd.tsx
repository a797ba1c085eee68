import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

/** `slotProps.textField` as a function: each input gets props from its `position`. */
export default function MultiInputStartEnd() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 96, pt: 1 }}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-07-05'), dayjs('2025-07-19')]}
          slotProps={{
            textField: ({ position }) =>
              position === 'start'
                ? { label: 'Pick-up', helperText: 'From 9:00', color: 'success' }
                : { label: 'Return', helperText: 'Before 18:00', color: 'warning' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
