import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

/** A single list of half-hour slots, with the hours outside opening time left out. */
export default function DigitalClockSlots() {
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs('2025-05-12T11:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ height: 300, alignItems: 'flex-start' }}
      >
        <DigitalClock
          value={slot}
          onChange={(newValue) => setSlot(newValue)}
          timeStep={30}
          minTime={dayjs('2025-05-12T09:00')}
          maxTime={dayjs('2025-05-12T17:30')}
          skipDisabled
          sx={{ height: 300, border: 1, borderColor: 'divider' }}
        />
        <Typography variant="body2" data-testid="slot-value" sx={{ width: 180 }}>
          Haircut booked at {slot ? slot.format('h:mm A') : '–'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
