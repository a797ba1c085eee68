import * as React from 'react';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

/**
 * Each `slotProps` entry is a function of the picker's owner state: the helper text and
 * the field's focus colour follow the value, and the button's colour follows the open state.
 */
export default function SlotPropsCallbackDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 100, pt: 1 }}>
        <DatePicker
          label="Delivery date"
          slotProps={{
            textField: (ownerState) => ({
              helperText: ownerState.isPickerValueEmpty
                ? 'Pick a day to book the courier'
                : 'Courier booked for this day',
              color: ownerState.isPickerValueEmpty ? 'warning' : 'success',
            }),
            openPickerButton: (ownerState) => ({
              color: ownerState.isPickerOpen ? 'secondary' : 'default',
            }),
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
