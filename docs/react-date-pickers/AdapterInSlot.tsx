import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';

/** A day with a tooltip, written with the adapter so it works with any date library. */
function DayWithFullDate(props: PickersDayProps) {
  const adapter = usePickerAdapter();
  return (
    <Tooltip title={adapter.format(props.day, 'fullDate')} placement="top">
      <PickersDay {...props} />
    </Tooltip>
  );
}

export default function AdapterInSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          defaultValue={dayjs('2025-02-14')}
          slots={{ day: DayWithFullDate }}
        />
      </Box>
    </LocalizationProvider>
  );
}
