import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  invalidDate: 'This is not a valid date.',
  disablePast: 'The appointment must be today or later.',
  maxDate: 'Appointments open up to three months ahead.',
};

/** The error code from `onError`, turned into a helper text. */
export default function ValidationShowError() {
  const [error, setError] = React.useState<DateValidationError>(null);
  const today = React.useMemo(() => dayjs(), []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 96, pt: 1 }}>
        <DatePicker
          label="Appointment"
          defaultValue={today.subtract(1, 'day')}
          disablePast
          maxDate={today.add(3, 'month')}
          onError={setError}
          slotProps={{
            textField: {
              helperText: error ? messages[error] : 'Pick a day from today on',
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
