import * as React from 'react';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// Quarter-coloured outlines; the selected month is filled.
const OutlinedMonthButton = styled('button')(({ theme }) => ({
  width: 72,
  height: 36,
  margin: 4,
  border: `2px solid ${theme.palette.secondary.main}`,
  borderRadius: 8,
  background: 'none',
  color: theme.palette.text.primary,
  cursor: 'pointer',
  font: 'inherit',
  '&[aria-checked="true"]': {
    backgroundColor: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
  },
  '&:disabled': { opacity: 0.4, cursor: 'default' },
}));

/** Month buttons replaced through `slots.monthButton`. */
export default function MonthButtonSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 240 }}>
        <MonthCalendar
          defaultValue={dayjs('2025-06-01')}
          slots={{ monthButton: OutlinedMonthButton }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
