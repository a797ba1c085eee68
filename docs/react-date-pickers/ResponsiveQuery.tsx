import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** The responsive picker's choice follows `desktopModeMediaQuery`: here by pointer (default) and by width. */
export default function ResponsiveQuery() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <DatePicker label="Default: by pointer" defaultValue={dayjs('2025-10-21')} />
        <DatePicker
          label="Desktop from 1200 px wide"
          defaultValue={dayjs('2025-10-21')}
          desktopModeMediaQuery="@media (min-width: 1200px)"
        />
      </Stack>
    </LocalizationProvider>
  );
}
