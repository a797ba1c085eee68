import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

/** Keyboard editing on a plain `<input>`: the field hook does the sections, the markup is ours. */
function BrowserDateField(props: DatePickerFieldProps) {
  const { label, setOpen, triggerRef } = usePickerContext();
  const {
    // Props the hook returns for a Material UI text field; a plain input has no use for them.
    enableAccessibleFieldDOMStructure: _accessibleDom,
    openPickerAriaLabel,
    clearable: _clearable,
    onClear: _onClear,
    focused: _focused,
    error,
    inputRef,
    ...inputProps
  } = useDateField<
    false,
    DatePickerFieldProps & { enableAccessibleFieldDOMStructure: false }
  >({
    ...props,
    enableAccessibleFieldDOMStructure: false,
  });

  return (
    <Box ref={triggerRef} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <label htmlFor="browser-date-field">{label}</label>
      <input
        id="browser-date-field"
        ref={inputRef}
        {...inputProps}
        style={{
          width: 120,
          padding: 4,
          borderColor: error ? 'crimson' : undefined,
        }}
      />
      <button
        type="button"
        aria-label={openPickerAriaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        📅
      </button>
    </Box>
  );
}

export default function BrowserInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 40, pt: 1 }}>
        <DatePicker
          label="Invoice date"
          enableAccessibleFieldDOMStructure={false}
          defaultValue={dayjs('2025-01-31')}
          slots={{ field: BrowserDateField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
