import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const messages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  minTime: 'The clinic opens at 08:30.',
  maxTime: 'The last appointment starts at 17:45.',
  minutesStep: 'Appointments start every 15 minutes.',
  invalidDate: 'This is not a complete time.',
};

/** Opening hours with `minTime`/`maxTime`, and a 15-minute grid with `minutesStep`. */
export default function ValidationOpeningHours() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: 300, height: 104, pt: 1 }}>
        <TimePicker
          label="Appointment time"
          defaultValue={dayjs('2025-03-18T12:10')}
          minTime={dayjs('2025-03-18T08:30')}
          maxTime={dayjs('2025-03-18T17:45')}
          minutesStep={15}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: {
              helperText: (error && messages[error]) ?? 'From 08:30 to 17:45.',
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
