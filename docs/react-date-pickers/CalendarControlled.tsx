import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** Uncontrolled with `defaultValue` (left), controlled with `value` and `onChange` (right). */
export default function CalendarControlled() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-09'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 370, flexWrap: 'wrap' }}>
        <DateCalendar defaultValue={dayjs('2025-05-09')} />
        <Stack>
          <DateCalendar value={value} onChange={setValue} />
          <Typography
            variant="body2"
            sx={{ textAlign: 'center' }}
            data-testid="calendar-value"
          >
            Controlled value:{' '}
            {value == null ? 'empty' : value.format('dddd, MMMM D')}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
