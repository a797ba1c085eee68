import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

/** A 24-hour time range field with seconds. */
export default function TimeRangeField24h() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: 320, height: 72, pt: 1 }}>
        <SingleInputTimeRangeField
          label="Recording window"
          format="HH:mm:ss"
          defaultValue={[dayjs('2025-06-02T14:03:10'), dayjs('2025-06-02T14:41:55')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
