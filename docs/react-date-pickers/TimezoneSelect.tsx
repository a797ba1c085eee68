import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = [
  'UTC',
  'system',
  'Europe/London',
  'Asia/Kolkata',
  'America/Los_Angeles',
  'Pacific/Auckland',
];

// A product launch, stored as one instant.
const launch = dayjs.utc('2025-09-16T17:00:00Z');

/** One instant, shown in the zone picked in the list. */
export default function TimezoneSelect() {
  const [zone, setZone] = React.useState('Asia/Kolkata');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <TextField
          select
          label="Time zone"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
          sx={{ width: 220 }}
        >
          {zones.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimeField
          label="Launch"
          value={launch}
          timezone={zone}
          readOnly
          sx={{ width: 260 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
