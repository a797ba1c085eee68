import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import {
  usePickerContext,
  useParsedFormat,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';

/** A field that is only a button: it shows the value and opens the picker. */
function ButtonField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const { value, fieldFormat, label, setOpen, triggerRef } = usePickerContext();
  const placeholder = useParsedFormat();
  const valueText = value == null ? placeholder : value.format(fieldFormat);

  return (
    <Button
      {...forwardedProps}
      ref={triggerRef}
      variant="outlined"
      startIcon={<CalendarMonthIcon />}
      onClick={() => setOpen((previous) => !previous)}
      sx={{ minWidth: 220 }}
    >
      {label ? `${label}: ${valueText}` : valueText}
    </Button>
  );
}

/** A Date Picker whose field slot is a button. */
export default function ButtonFieldPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-10-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 48 }}>
        <DatePicker
          label="Deadline"
          value={value}
          onChange={setValue}
          slots={{ field: ButtonField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
