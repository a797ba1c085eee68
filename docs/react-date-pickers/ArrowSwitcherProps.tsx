import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** The month arrows' buttons, coloured and small, through `slotProps`. */
export default function ArrowSwitcherProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          defaultValue={dayjs('2025-04-22')}
          slotProps={{
            previousIconButton: { color: 'primary', size: 'small' },
            nextIconButton: { color: 'primary', size: 'small' },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
