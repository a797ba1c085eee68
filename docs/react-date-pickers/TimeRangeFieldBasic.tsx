import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

/** An uncontrolled SingleInputTimeRangeField: each section is edited with the keyboard. */
export default function TimeRangeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <SingleInputTimeRangeField
          label="Morning shift"
          defaultValue={[dayjs('2025-11-28T09:00'), dayjs('2025-11-28T12:30')]}
          sx={{ width: 420 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
