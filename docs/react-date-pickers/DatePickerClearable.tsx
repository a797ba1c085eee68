import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** A clear button in the field (`clearable`), and a Clear action in the popover. */
export default function DatePickerClearable() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 72, pt: 1, alignItems: 'flex-start' }}
      >
        <DatePicker
          label="Clear from the field"
          defaultValue={dayjs('2025-02-20')}
          slotProps={{ field: { clearable: true } }}
        />
        <DatePicker
          label="Clear from the popover"
          defaultValue={dayjs('2025-02-20')}
          slotProps={{ actionBar: { actions: ['clear', 'today'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
