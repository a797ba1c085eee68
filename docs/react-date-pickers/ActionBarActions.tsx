import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** `slotProps.actionBar.actions` picks the buttons and their order; a function can decide per variant. */
export default function ActionBarActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <DatePicker
          label="Today or clear"
          defaultValue={dayjs('2025-10-06')}
          slotProps={{ actionBar: { actions: ['today', 'clear'] } }}
        />
        <DatePicker
          label="Confirm before closing"
          defaultValue={dayjs('2025-10-06')}
          closeOnSelect={false}
          slotProps={{
            actionBar: ({ pickerVariant }) => ({
              actions:
                pickerVariant === 'desktop'
                  ? ['cancel', 'accept']
                  : ['clear', 'cancel', 'accept'],
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
