import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const today = dayjs('2025-03-04');

/** A toolbar that counts the days until the chosen date. */
function CountdownToolbar({ className }: { className?: string }) {
  const { value } = usePickerContext<Dayjs | null>();
  const days = value == null ? null : value.diff(today, 'day');
  return (
    <Box className={className} sx={{ px: 3, py: 2, gridColumn: '1 / 4' }}>
      <Typography variant="overline">Launch date</Typography>
      <Typography variant="h5">
        {value == null
          ? 'Not set'
          : `${value.format('ddd D MMM')} · in ${days} days`}
      </Typography>
    </Box>
  );
}

export default function ToolbarCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 470 }}>
        <StaticDatePicker
          defaultValue={today.add(24, 'day')}
          minDate={today}
          slots={{ toolbar: CountdownToolbar }}
          slotProps={{ actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
