import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (time: Dayjs | null) =>
  time && time.isValid() ? time.format('HH:mm') : '…';

/** Opening hours chosen with a controlled Time Range Picker. */
export default function TimeRangePickerDemo() {
  const [hours, setHours] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-02T09:00'),
    dayjs('2025-06-02T18:30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 320, height: 112, pt: 1 }}>
        <TimeRangePicker label="Opening hours" value={hours} onChange={setHours} />
        <Typography variant="body2" data-testid="opening-hours">
          Open {show(hours[0])}–{show(hours[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
