import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

/** An uncontrolled SingleInputDateRangeField: each section is edited with the keyboard. */
export default function DateRangeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <SingleInputDateRangeField
          label="Sprint"
          defaultValue={[dayjs('2025-11-24'), dayjs('2025-11-28')]}
          sx={{ width: 420 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
