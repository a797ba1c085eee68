import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

/** An uncontrolled SingleInputDateTimeRangeField: each section is edited with the keyboard. */
export default function DateTimeRangeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <SingleInputDateTimeRangeField
          label="Weekend rental"
          defaultValue={[dayjs('2025-11-28T18:00'), dayjs('2025-11-30T11:00')]}
          sx={{ width: 420 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
