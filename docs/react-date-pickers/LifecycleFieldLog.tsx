import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

/** Every `onChange` of a field while typing: null while incomplete, then a date, valid or not. */
export default function LifecycleFieldLog() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleChange = (
    value: Dayjs | null,
    context: { validationError: string | null },
  ) => {
    const text =
      value == null
        ? 'null'
        : value.isValid()
          ? value.format('YYYY-MM-DD')
          : 'Invalid Date';
    const entry = `onChange(${text}), error: ${context.validationError ?? 'none'}`;
    setLog((previous) => [entry, ...previous].slice(0, 4));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 180, pt: 1 }}>
        <DateField
          label="Start date"
          defaultValue={dayjs('2025-06-30')}
          minDate={dayjs('2025-06-01')}
          onChange={handleChange}
          sx={{ width: 260 }}
        />
        <Typography variant="body2" component="div" data-testid="field-log">
          {log.length === 0
            ? 'Edit a section to see the calls.'
            : log.map((entry, index) => <div key={index}>{entry}</div>)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
