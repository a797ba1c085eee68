import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import type { Dayjs } from 'dayjs';

const show = (date: Dayjs | null) =>
  date == null ? 'null' : date.isValid() ? date.format('MM/DD') : 'Invalid';

/** A range field calls `onChange` with both ends each time either changes. */
export default function LifecycleRangeFieldLog() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleChange = (value: DateRange<Dayjs>) => {
    const entry = `onChange([${show(value[0])}, ${show(value[1])}])`;
    setLog((previous) => [entry, ...previous].slice(0, 4));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 180, pt: 1 }}>
        <SingleInputDateRangeField
          label="Trip"
          defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-15')]}
          onChange={handleChange}
          sx={{ width: 300 }}
        />
        <Typography variant="body2" component="div">
          {log.length === 0
            ? 'Edit a section to see the calls.'
            : log.map((entry, index) => <div key={index}>{entry}</div>)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
