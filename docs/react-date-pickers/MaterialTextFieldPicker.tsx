import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** With the accessible DOM structure off, the field is Material UI's TextField around an `<input>`. */
export default function MaterialTextFieldPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <DatePicker
          label="Contract start"
          enableAccessibleFieldDOMStructure={false}
          defaultValue={dayjs('2025-09-01')}
          slotProps={{ textField: { name: 'contractStart' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
