import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** The action bar's buttons, chosen and ordered with `slotProps.actionBar.actions`. */
export default function LayoutActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <DatePicker
          label="Clear or today"
          defaultValue={dayjs('2025-01-15')}
          slotProps={{ actionBar: { actions: ['clear', 'today'] } }}
          sx={{ width: 240 }}
        />
        <DatePicker
          label="Confirm with OK"
          defaultValue={dayjs('2025-01-15')}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
          sx={{ width: 240 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
