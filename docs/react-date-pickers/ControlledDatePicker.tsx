import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const firstBookableDay = dayjs('2025-03-01');

/** A controlled Date Picker whose value lives in React state. */
export default function ControlledDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-21'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 112, pt: 1 }}>
        <DatePicker
          label="Appointment"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          minDate={firstBookableDay}
        />
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          {value && value.isValid()
            ? `Booked for ${value.format('dddd, D MMMM YYYY')}.`
            : 'Pick a date on or after 1 March 2025.'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
