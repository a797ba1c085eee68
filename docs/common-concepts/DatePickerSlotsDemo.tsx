import * as React from 'react';
import Box from '@mui/material/Box';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

/** A custom opening icon (slot) plus a helper text and extra action buttons (slot props). */
export default function DatePickerSlotsDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, pt: 1 }}>
        <DatePicker
          label="Departure"
          defaultValue={dayjs('2025-09-18')}
          slots={{ openPickerIcon: FlightTakeoffIcon }}
          slotProps={{
            textField: { helperText: 'Flights depart from 06:00 local time' },
            actionBar: { actions: ['today', 'clear', 'accept'] },
            openPickerButton: { color: 'primary' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
