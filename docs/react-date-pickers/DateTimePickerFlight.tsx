import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

/** A controlled Date Time Picker: one value holding the day and the time. */
export default function DateTimePickerFlight() {
  const [boarding, setBoarding] = React.useState<Dayjs | null>(
    dayjs('2025-07-02T18:35'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 300, height: 112, pt: 1 }}>
        <DateTimePicker
          label="Boarding"
          value={boarding}
          onChange={(newValue) => setBoarding(newValue)}
        />
        <Typography variant="body2" data-testid="boarding-value">
          {boarding && boarding.isValid()
            ? `Boarding ${boarding.format('ddd D MMM YYYY [at] HH:mm')}`
            : 'Boarding time not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
