import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DatePicker,
  type DatePickerFieldProps,
  type DatePickerProps,
} from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

/** A chip that shows the date and opens the picker. */
function ChipField(_props: DatePickerFieldProps) {
  // Everything the chip shows comes from the picker's context.
  const { value, label, setOpen, triggerRef } = usePickerContext();

  return (
    <Chip
      ref={triggerRef}
      icon={<FlightTakeoffIcon />}
      variant="outlined"
      label={`${label}: ${value == null ? 'any day' : value.format('ddd D MMM')}`}
      onClick={() => setOpen((previous) => !previous)}
    />
  );
}

/** The picker with the field passed once, so every use below gets the chip. */
function ChipDatePicker(props: DatePickerProps) {
  return <DatePicker {...props} slots={{ ...props.slots, field: ChipField }} />;
}

export default function ReusableFieldPicker() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(
    dayjs('2026-05-14'),
  );
  const [returnDate, setReturnDate] = React.useState<Dayjs | null>(
    dayjs('2026-05-21'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={1} sx={{ height: 40, alignItems: 'center' }}>
        <ChipDatePicker label="Outbound" value={departure} onChange={setDeparture} />
        <ChipDatePicker
          label="Return"
          value={returnDate}
          onChange={setReturnDate}
          minDate={departure ?? undefined}
        />
      </Stack>
    </LocalizationProvider>
  );
}
