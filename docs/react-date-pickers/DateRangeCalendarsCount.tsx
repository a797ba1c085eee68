import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

/** `calendars` sets how many months the popover shows side by side. */
export default function DateRangeCalendarsCount() {
  const [calendars, setCalendars] = React.useState<1 | 2 | 3>(1);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320, height: 128, alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={calendars}
          aria-label="Number of calendars"
          onChange={(_event, next: 1 | 2 | 3 | null) => next && setCalendars(next)}
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        <DateRangePicker
          label="Campaign"
          calendars={calendars}
          defaultValue={[dayjs('2025-03-10'), dayjs('2025-04-20')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
