import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const firstDelivery = dayjs('2025-06-02');
const lastDelivery = dayjs('2025-07-31');

function isWeekend(date: Dayjs): boolean {
  return date.day() === 0 || date.day() === 6;
}

function messageFor(error: DateValidationError): string {
  switch (error) {
    case 'shouldDisableDate':
      return 'Deliveries do not run at weekends.';
    case 'minDate':
      return 'The first delivery slot is on 2 June 2025.';
    case 'maxDate':
      return 'Delivery slots are open until 31 July 2025.';
    case 'invalidDate':
      return 'This is not a complete date.';
    default:
      return 'Weekdays from 2 June to 31 July 2025.';
  }
}

/** Weekends and dates outside the delivery season are refused, with a message from `onError`. */
export default function ValidationDelivery() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ width: 300, height: 104, pt: 1 }}>
        <DatePicker
          label="Delivery date"
          defaultValue={dayjs('2025-06-16')}
          minDate={firstDelivery}
          maxDate={lastDelivery}
          shouldDisableDate={isWeekend}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: { helperText: messageFor(error) },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
