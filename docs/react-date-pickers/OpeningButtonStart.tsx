import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** The opening button before the sections, with the clear button at the end. */
export default function OpeningButtonStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <DatePicker
          label="Departure"
          defaultValue={dayjs('2025-08-01')}
          slotProps={{
            field: { openPickerButtonPosition: 'start', clearable: true },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
