import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

/** A maintenance window, with its length computed from both ends. */
export default function DateTimeRangeFieldDemo() {
  const [maintenance, setMaintenance] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-09-27T23:00'),
    dayjs('2025-09-28T03:30'),
  ]);
  const [start, end] = maintenance;
  const valid = start && end && start.isValid() && end.isValid();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 440, height: 112, pt: 1 }}>
        <SingleInputDateTimeRangeField
          label="Maintenance window"
          ampm={false}
          value={maintenance}
          onChange={setMaintenance}
        />
        <Typography variant="body2" data-testid="maintenance-length">
          {valid
            ? `${end.diff(start, 'minute')} minutes of downtime`
            : 'Incomplete window'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
