import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** Three ways to ask for the same date: a picker, a field alone, a calendar alone. */
export default function InteractionStyles() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 340, pt: 1, flexWrap: 'wrap' }}
      >
        <Stack spacing={2}>
          <DatePicker label="Picker" defaultValue={dayjs('2025-06-06')} />
          <DateField label="Field" defaultValue={dayjs('2025-06-06')} />
        </Stack>
        <DateCalendar defaultValue={dayjs('2025-06-06')} />
      </Stack>
    </LocalizationProvider>
  );
}
