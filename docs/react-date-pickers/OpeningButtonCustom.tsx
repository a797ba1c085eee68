import * as React from 'react';
import Stack from '@mui/material/Stack';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** Another icon, a coloured button, and the button at the start of the field. */
export default function OpeningButtonCustom() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280, height: 152, pt: 1 }}>
        <DatePicker
          label="Vaccination"
          defaultValue={dayjs('2025-10-08')}
          slots={{ openPickerIcon: EventAvailableIcon }}
          slotProps={{ openPickerButton: { color: 'primary' } }}
        />
        <DatePicker
          label="Button first"
          defaultValue={dayjs('2025-10-08')}
          slotProps={{ inputAdornment: { position: 'start' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
