import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

function describe([startError, endError]: DateRangeValidationError): string {
  if (startError === 'minDate') return 'The course starts on 1 September 2025.';
  if (endError === 'maxDate') return 'The course ends on 19 December 2025.';
  if (startError || endError) return 'Check both dates.';
  return 'Within the autumn term.';
}

/** A range picker's `onError` receives one error per end of the range. */
export default function ValidationRange() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: 320, height: 104, pt: 1 }}>
        <DateRangePicker
          label="Leave of absence"
          defaultValue={[dayjs('2025-08-25'), dayjs('2025-09-05')]}
          minDate={dayjs('2025-09-01')}
          maxDate={dayjs('2025-12-19')}
          onError={(newError) => setError(newError)}
          slotProps={{ textField: { helperText: describe(error) } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
