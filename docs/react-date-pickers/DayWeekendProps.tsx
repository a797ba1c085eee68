import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** `slotProps.day` as a function of the day's owner state: weekends in italics, outside days faded. */
export default function DayWeekendProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          defaultValue={dayjs('2025-09-12')}
          showDaysOutsideCurrentMonth
          slotProps={{
            day: (ownerState) => {
              const weekday = (ownerState.day as Dayjs).day();
              return {
                sx: {
                  fontStyle: weekday === 0 || weekday === 6 ? 'italic' : 'normal',
                  opacity: ownerState.isDayOutsideMonth ? 0.4 : 1,
                },
              };
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
