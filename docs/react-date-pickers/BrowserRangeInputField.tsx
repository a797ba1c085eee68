import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { unstable_useSingleInputDateRangeField as useSingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

/** A range on one plain `<input>`: the range field hook does the sections of both dates. */
function BrowserRangeField(props: DateRangePickerFieldProps) {
  const { label, setOpen, triggerRef } = usePickerContext();
  const {
    // Props meant for a Material UI text field; a plain input has no use for them.
    enableAccessibleFieldDOMStructure: _accessibleDom,
    openPickerAriaLabel,
    clearable: _clearable,
    onClear: _onClear,
    focused: _focused,
    error,
    inputRef,
    ...inputProps
  } = useSingleInputDateRangeField<
    false,
    DateRangePickerFieldProps & { enableAccessibleFieldDOMStructure: false }
  >({
    ...props,
    enableAccessibleFieldDOMStructure: false,
  });

  return (
    <Box ref={triggerRef} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <label htmlFor="browser-range-field">{label}</label>
      <input
        id="browser-range-field"
        ref={inputRef}
        {...inputProps}
        style={{
          width: 210,
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

// A range picker treats a field without `fieldType` as multi-input (one element per date); this one is a
// single element holding both dates.
BrowserRangeField.fieldType = 'single-input' as const;

export default function BrowserRangeInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 40, pt: 1 }}>
        <DateRangePicker
          label="Billing period"
          enableAccessibleFieldDOMStructure={false}
          defaultValue={[dayjs('2025-01-01'), dayjs('2025-01-31')]}
          slots={{ field: BrowserRangeField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
