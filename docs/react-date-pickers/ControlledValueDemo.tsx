import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function describe(value: Dayjs | null): string {
  if (value === null) return 'null';
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

/** Uncontrolled (defaultValue) next to controlled (value + onChange), both reporting their value. */
export default function ControlledValueDemo() {
  const [invoiceDate, setInvoiceDate] = React.useState<Dayjs | null>(
    dayjs('2025-04-30'),
  );
  const [lastUncontrolled, setLastUncontrolled] = React.useState<Dayjs | null>(
    dayjs('2025-04-01'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ height: 112, pt: 1 }}>
        <Stack spacing={1.5} sx={{ width: 260 }}>
          <DatePicker
            label="Order date (uncontrolled)"
            defaultValue={dayjs('2025-04-01')}
            onChange={(newValue) => setLastUncontrolled(newValue)}
          />
          <Typography variant="body2" data-testid="uncontrolled-value">
            onChange received: {describe(lastUncontrolled)}
          </Typography>
        </Stack>
        <Stack spacing={1.5} sx={{ width: 260 }}>
          <DatePicker
            label="Invoice date (controlled)"
            value={invoiceDate}
            onChange={(newValue) => setInvoiceDate(newValue)}
          />
          <Typography variant="body2" data-testid="controlled-value">
            State: {describe(invoiceDate)}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
