import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** A controlled Date Picker for a hotel check-in, printing the stored value. */
export default function DatePickerCheckIn() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2025-06-13'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 280, height: 112, pt: 1 }}>
        <DatePicker
          label="Check-in"
          value={checkIn}
          onChange={(newValue) => setCheckIn(newValue)}
        />
        <Typography variant="body2" data-testid="check-in-value">
          Check-in:{' '}
          {checkIn && checkIn.isValid() ? checkIn.format('YYYY-MM-DD') : 'not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
