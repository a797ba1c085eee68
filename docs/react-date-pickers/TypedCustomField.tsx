import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import EventIcon from '@mui/icons-material/Event';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerAdapter,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

/** A free-text field: parsed as you type, validated like the built-in one, with a localized placeholder. */
function FreeTextDateField(props: DatePickerFieldProps) {
  // Internal props (minDate, shouldDisableDate…) feed validation; the rest goes to the DOM.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const { value, setValue, timezone, fieldFormat, label, setOpen, triggerRef } =
    usePickerContext();
  const adapter = usePickerAdapter();
  const placeholder = useParsedFormat();
  const { hasValidationError, getValidationErrorForNewValue } = useValidation({
    validator: validateDate,
    value,
    timezone,
    props: internalProps,
  });

  // What the reader typed, until the field loses focus; otherwise the formatted value.
  const [draft, setDraft] = React.useState<string | null>(null);
  const text = draft ?? (value == null ? '' : value.format(fieldFormat));

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setDraft(typed);
    const parsed = typed === '' ? null : adapter.parse(typed, fieldFormat);
    if (parsed === null || adapter.isValid(parsed)) {
      setValue(parsed, { validationError: getValidationErrorForNewValue(parsed) });
    }
  };

  return (
    <TextField
      {...forwardedProps}
      ref={triggerRef}
      label={label}
      value={text}
      placeholder={placeholder}
      onChange={handleChange}
      onBlur={() => setDraft(null)}
      error={hasValidationError}
      helperText={hasValidationError ? 'Outside the booking window' : ' '}
      sx={{ width: 280 }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label="Choose date"
                onClick={() => setOpen((o) => !o)}
              >
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function TypedCustomField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 96, pt: 1 }}>
        <DatePicker
          label="Table booking"
          defaultValue={dayjs('2025-12-19')}
          minDate={dayjs('2025-12-01')}
          maxDate={dayjs('2025-12-31')}
          slots={{ field: FreeTextDateField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
