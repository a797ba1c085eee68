import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Without a `timezone` prop the picker uses the zone of its value, here Tokyo. */
export default function TimezoneValueZone() {
  const [opening, setOpening] = React.useState<Dayjs | null>(
    dayjs.tz('2025-11-05T10:00', 'Asia/Tokyo'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 320, height: 112, pt: 1 }}>
        <TimePicker
          label="Store opens (Tokyo time)"
          value={opening}
          onChange={(newValue) => setOpening(newValue)}
        />
        <Typography variant="body2" data-testid="opening-value">
          {opening && opening.isValid()
            ? `${opening.format('HH:mm Z')} (${opening.utc().format('HH:mm')} UTC)`
            : 'not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
