import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

/** Two inputs with their own labels and a custom separator. */
export default function DateRangeFieldMulti() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: 460, height: 72, pt: 1 }}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-07-01'), dayjs('2026-06-30')]}
          dateSeparator="until"
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Lease starts' : 'Lease ends',
            }),
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
