import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

/** `slotProps.yearButton` as a function of the button's owner state. */
export default function YearButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 300 }}>
        <YearCalendar
          defaultValue={dayjs('2024-01-01')}
          minDate={dayjs('2018-01-01')}
          maxDate={dayjs('2029-12-31')}
          slotProps={{
            yearButton: (ownerState) => ({
              sx: ownerState.isYearSelected
                ? { fontWeight: 700 }
                : { color: 'text.secondary' },
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
