import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

/** `slotProps.monthButton` as a function of the button's owner state. */
export default function MonthButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 240 }}>
        <MonthCalendar
          defaultValue={dayjs('2025-06-01')}
          disableFuture
          slotProps={{
            monthButton: (ownerState) => ({
              sx: ownerState.isMonthDisabled
                ? { textDecoration: 'line-through' }
                : {},
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
