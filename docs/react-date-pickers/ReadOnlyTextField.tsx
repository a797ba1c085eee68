import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';

/** A text field that cannot be typed in: clicking it opens the picker. */
function ReadOnlyDateField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const { value, fieldFormat, label, setOpen, triggerRef } = usePickerContext();
  const placeholder = useParsedFormat();

  return (
    <TextField
      {...forwardedProps}
      ref={triggerRef}
      label={label}
      value={value == null ? '' : value.format(fieldFormat)}
      placeholder={placeholder}
      onClick={() => setOpen(true)}
      slotProps={{ htmlInput: { readOnly: true } }}
      sx={{ width: 280 }}
    />
  );
}

export default function ReadOnlyTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 72, pt: 1 }}>
        <DatePicker
          label="Read-only everywhere"
          defaultValue={dayjs('2025-04-08')}
          slots={{ field: ReadOnlyDateField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
