import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

/** `disabled` (left) and `readOnly` (right): the hand cannot be moved. */
export default function TimeClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 340, alignItems: 'flex-start' }}
      >
        <TimeClock disabled defaultValue={dayjs('2025-05-14T10:30')} />
        <TimeClock readOnly defaultValue={dayjs('2025-05-14T10:30')} />
      </Stack>
    </LocalizationProvider>
  );
}
