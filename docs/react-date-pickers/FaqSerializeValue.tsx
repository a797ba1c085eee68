import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

dayjs.extend(utc);

/** What to send to a server: a calendar date as YYYY-MM-DD, not an instant. */
export default function FaqSerializeValue() {
  const [birthday, setBirthday] = React.useState<Dayjs | null>(dayjs('1990-04-02'));
  const valid = birthday !== null && birthday.isValid();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ width: 360, height: 136, pt: 1 }}>
        <DatePicker label="Birthday" value={birthday} onChange={setBirthday} />
        <Typography variant="body2" data-testid="faq-date-only">
          format('YYYY-MM-DD'): {valid ? birthday.format('YYYY-MM-DD') : '–'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          toISOString(): {valid ? birthday.toISOString() : '–'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
