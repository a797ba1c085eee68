import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

/** The element between the two inputs is the `separator` slot, a Typography. */
export default function MultiInputSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-02-10'), dayjs('2025-02-14')]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'First night' : 'Last night',
            }),
            separator: { children: 'until', sx: { color: 'text.secondary' } },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
