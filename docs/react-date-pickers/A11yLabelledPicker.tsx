import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** A required, named picker with a helper text linked to the field for assistive technology. */
export default function A11yLabelledPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: 300, height: 104, pt: 1 }}>
        <DatePicker
          label="Date of the incident"
          name="incidentDate"
          defaultValue={dayjs('2025-02-19')}
          slotProps={{
            textField: {
              required: true,
              helperText: 'The day the damage happened, as on the police report',
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
