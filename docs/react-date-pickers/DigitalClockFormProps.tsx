import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

/** `disabled` (left) and `readOnly` (right). */
export default function DigitalClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 230, alignItems: 'flex-start' }}
      >
        <DigitalClock
          disabled
          defaultValue={dayjs('2025-05-14T10:30')}
          sx={{ height: 220 }}
        />
        <MultiSectionDigitalClock
          readOnly
          defaultValue={dayjs('2025-05-14T10:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
