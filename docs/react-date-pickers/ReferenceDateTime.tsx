import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** Picking only a day keeps the time of the reference date: here 09:30, the meeting's usual start. */
export default function ReferenceDateTime() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 104, pt: 1 }}>
        <DatePicker
          label="Meeting day"
          value={value}
          onChange={setValue}
          referenceDate={dayjs('2025-06-02T09:30')}
          sx={{ width: 260 }}
        />
        <Typography variant="body2" data-testid="reference-value">
          Value: {value == null ? 'empty' : value.format('YYYY-MM-DD HH:mm')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
