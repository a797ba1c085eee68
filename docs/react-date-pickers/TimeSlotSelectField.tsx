import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  TimePicker,
  type TimePickerFieldProps,
} from '@mui/x-date-pickers/TimePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

const day = dayjs('2026-03-05');
// Half-hour slots from 09:00 to 16:30.
const slots = Array.from({ length: 16 }, (_, index) =>
  day
    .hour(9)
    .minute(0)
    .add(index * 30, 'minute'),
);

/**
 * Typed with `TimePickerFieldProps`, so `useSplitFieldProps(props, 'time')` knows the time validation props.
 * The value is a `Dayjs` (or `null`) because the picker is a Time Picker.
 */
function TimeSlotField(props: TimePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'time');
  const { value, setValue, label, triggerRef } = usePickerContext<Dayjs | null>();
  const selected = slots.find(
    (slot) =>
      value != null &&
      slot.hour() === value.hour() &&
      slot.minute() === value.minute(),
  );

  return (
    <TextField
      {...forwardedProps}
      ref={triggerRef}
      select
      label={label}
      value={selected ? selected.format('HH:mm') : ''}
      onChange={(event) => {
        const slot = slots.find(
          (item) => item.format('HH:mm') === event.target.value,
        );
        setValue(slot ?? null);
      }}
      sx={{ width: 180 }}
    >
      {slots.map((slot) => (
        <MenuItem key={slot.format('HH:mm')} value={slot.format('HH:mm')}>
          {slot.format('HH:mm')}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function TimeSlotSelectField() {
  const [value, setValue] = React.useState<Dayjs | null>(day.hour(10).minute(30));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 96, pt: 1 }}>
        <TimePicker
          label="Call slot"
          value={value}
          onChange={setValue}
          slots={{ field: TimeSlotField }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Call booked at {value ? value.format('HH:mm') : 'no time yet'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
