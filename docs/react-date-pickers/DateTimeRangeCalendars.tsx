import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

/** `calendars`: one (default here), two or three months next to the time columns on desktop. */
export default function DateTimeRangeCalendars() {
  const [calendars, setCalendars] = React.useState<1 | 2 | 3>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 120, pt: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={calendars}
          aria-label="Number of months"
          onChange={(_event, next: 1 | 2 | 3 | null) => next && setCalendars(next)}
        >
          {[1, 2, 3].map((count) => (
            <ToggleButton key={count} value={count}>
              {count}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateTimeRangePicker
          label="Maintenance window"
          calendars={calendars}
          defaultValue={[dayjs('2025-09-27T22:00'), dayjs('2025-10-05T06:00')]}
          sx={{ width: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
