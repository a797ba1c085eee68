import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

/** A controlled Time Picker: the value is a full date whose time part is what counts. */
export default function TimePickerAlarm() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(
    dayjs('2025-05-16T07:45'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 280, height: 112, pt: 1 }}>
        <TimePicker
          label="Train departure"
          value={departure}
          onChange={(newValue) => setDeparture(newValue)}
        />
        <Typography variant="body2" data-testid="departure-value">
          24-hour time:{' '}
          {departure && departure.isValid() ? departure.format('HH:mm') : 'not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
