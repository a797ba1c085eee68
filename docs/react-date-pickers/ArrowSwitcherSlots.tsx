import * as React from 'react';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** Month arrows: their buttons' props (left), and other icons (right). */
export default function ArrowSwitcherSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 340 }}>
        <DateCalendar
          defaultValue={dayjs('2025-04-22')}
          slotProps={{
            previousIconButton: { color: 'primary', size: 'small' },
            nextIconButton: { color: 'primary', size: 'small' },
          }}
        />
        <DateCalendar
          defaultValue={dayjs('2025-04-22')}
          slots={{ leftArrowIcon: ArrowBackIcon, rightArrowIcon: ArrowForwardIcon }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
