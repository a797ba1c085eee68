import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

/** An uncontrolled DateField: each section is edited with the keyboard. */
export default function DateFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <DateField
          label="Invoice date"
          defaultValue={dayjs('2025-11-28')}
          sx={{ width: 260 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
