import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

function describe(value: Dayjs | null): string {
  if (value === null) return 'empty';
  return value.isValid() ? value.format('dddd D MMMM YYYY') : 'invalid date';
}

/** An empty, controlled Date Field: type a date and watch the value change as sections fill in. */
export default function DateFieldTyping() {
  const [passportExpiry, setPassportExpiry] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 300, height: 112, pt: 1 }}>
        <DateField
          label="Passport expiry"
          value={passportExpiry}
          onChange={(newValue) => setPassportExpiry(newValue)}
        />
        <Typography variant="body2" data-testid="passport-value">
          Value: {describe(passportExpiry)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
