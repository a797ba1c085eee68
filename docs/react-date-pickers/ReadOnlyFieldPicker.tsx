import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
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

/** Read-only on mobile only: the picker's variant decides which field renders. */
function ReadOnlyOnMobileField(props: DatePickerFieldProps) {
  const { variant } = usePickerContext();
  return variant === 'mobile' ? (
    <ReadOnlyDateField {...props} />
  ) : (
    <DateField {...props} />
  );
}

export default function ReadOnlyFieldPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ height: 136, pt: 1 }}>
        <DatePicker
          label="Read-only on mobile (desktop here)"
          defaultValue={dayjs('2025-04-08')}
          slots={{ field: ReadOnlyOnMobileField }}
          sx={{ width: 280 }}
        />
        <MobileDatePicker
          label="Read-only on mobile (mobile here)"
          defaultValue={dayjs('2025-04-08')}
          slots={{ field: ReadOnlyOnMobileField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
