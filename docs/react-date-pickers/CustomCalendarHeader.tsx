import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

/** Month and year steps on both sides of the label. */
function YearStepHeader(props: PickersCalendarHeaderProps) {
  const { currentMonth, onMonthChange } = props;
  const month = currentMonth as Dayjs;
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}
    >
      <Stack direction="row">
        <IconButton
          aria-label="Previous year"
          onClick={() => onMonthChange(month.subtract(1, 'year'))}
        >
          «
        </IconButton>
        <IconButton
          aria-label="Previous month"
          onClick={() => onMonthChange(month.subtract(1, 'month'))}
        >
          ‹
        </IconButton>
      </Stack>
      <Typography variant="subtitle1">{month.format('MMMM YYYY')}</Typography>
      <Stack direction="row">
        <IconButton
          aria-label="Next month"
          onClick={() => onMonthChange(month.add(1, 'month'))}
        >
          ›
        </IconButton>
        <IconButton
          aria-label="Next year"
          onClick={() => onMonthChange(month.add(1, 'year'))}
        >
          »
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function CustomCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          defaultValue={dayjs('2025-01-15')}
          slots={{ calendarHeader: YearStepHeader }}
        />
      </Box>
    </LocalizationProvider>
  );
}
