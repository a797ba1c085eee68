import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

/** A controlled Date Calendar, always visible, reporting the chosen day. */
export default function DateCalendarBasic() {
  const [meeting, setMeeting] = React.useState<Dayjs | null>(dayjs('2025-04-09'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ height: 370, alignItems: 'center' }}>
        <DateCalendar
          value={meeting}
          onChange={(newValue) => setMeeting(newValue)}
        />
        <Typography variant="body2" data-testid="meeting-value">
          Team meeting on {meeting ? meeting.format('dddd D MMMM YYYY') : 'no date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
