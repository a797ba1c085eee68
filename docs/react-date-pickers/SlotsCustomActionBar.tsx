import * as React from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// The order is placed on this day; delivery options count from it.
const orderDay = dayjs('2025-02-10');

/** An action bar with business-specific buttons, built on the picker context. */
function DeliveryActionBar(props: PickersActionBarProps) {
  const { className } = props;
  const picker = usePickerContext<Dayjs | null>();
  return (
    <DialogActions className={className}>
      <Button onClick={() => picker.setValue(orderDay.add(1, 'day'))}>
        Express
      </Button>
      <Button onClick={() => picker.setValue(orderDay.add(5, 'day'))}>
        Standard
      </Button>
      <Button onClick={() => picker.clearValue()}>No preference</Button>
    </DialogActions>
  );
}

/** Replacing the action bar slot of a static picker. */
export default function SlotsCustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 480 }}>
        <StaticDatePicker
          defaultValue={orderDay.add(5, 'day')}
          slots={{ actionBar: DeliveryActionBar }}
        />
      </Box>
    </LocalizationProvider>
  );
}
