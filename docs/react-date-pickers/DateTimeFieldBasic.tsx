import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

/** An uncontrolled DateTimeField: each section is edited with the keyboard. */
export default function DateTimeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <DateTimeField
          label="Published at"
          defaultValue={dayjs('2025-11-28T13:45')}
          sx={{ width: 260 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
