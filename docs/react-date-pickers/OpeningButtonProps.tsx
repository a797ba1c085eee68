import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** Props of the `IconButton`, here a function of the owner state: red while the picker is open. */
export default function OpeningButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <DatePicker
          label="Deadline"
          defaultValue={dayjs('2025-06-30')}
          slotProps={{
            openPickerButton: (ownerState) => ({
              color: ownerState.isPickerOpen ? 'error' : 'secondary',
              size: 'small',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
