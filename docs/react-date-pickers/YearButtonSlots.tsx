import * as React from 'react';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

// A square button instead of the default pill; the slot receives the button's props and its children.
const SquareYearButton = styled('button')(({ theme }) => ({
  width: 64,
  height: 40,
  margin: 4,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 0,
  background: 'none',
  color: theme.palette.text.primary,
  cursor: 'pointer',
  font: 'inherit',
  '&[aria-checked="true"]': {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '&:disabled': { color: theme.palette.text.disabled, cursor: 'default' },
}));

/** Year buttons replaced through `slots.yearButton`. */
export default function YearButtonSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 300 }}>
        <YearCalendar
          defaultValue={dayjs('2024-01-01')}
          minDate={dayjs('2018-01-01')}
          maxDate={dayjs('2029-12-31')}
          slots={{ yearButton: SquareYearButton }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
