import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { unstable_useMultiInputRangeField as useMultiInputRangeField } from '@mui/x-date-pickers-pro/hooks';
import { useDateRangeManager } from '@mui/x-date-pickers-pro/managers';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

type PlainInputProps = ReturnType<
  typeof useMultiInputRangeField
>['startTextField'] & { label: string; id: string };

/** One plain `<input>` for one end of the range; the props come from the range hook. */
function PlainInput(props: PlainInputProps) {
  const {
    // Props the hook returns for a Material UI text field; a plain input has no use for them.
    enableAccessibleFieldDOMStructure: _accessibleDom,
    focused: _focused,
    error,
    inputRef,
    label,
    id,
    ...inputProps
  } = props;

  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
    >
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        {...inputProps}
        aria-invalid={error}
        style={{
          width: 100,
          padding: 4,
          borderColor: error ? 'crimson' : undefined,
        }}
      />
    </Box>
  );
}

/** Two plain inputs, one per end of the range, kept in step by `useMultiInputRangeField`. */
function BrowserMultiInputField(props: DateRangePickerFieldProps) {
  const manager = useDateRangeManager({ enableAccessibleFieldDOMStructure: false });
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  // The picker also passes its `slots` and `slotProps` (not in the type); a Box has no use for them.
  const {
    slots: _slots,
    slotProps: _slotProps,
    ...rootProps
  } = forwardedProps as typeof forwardedProps & {
    slots?: unknown;
    slotProps?: unknown;
  };
  const { triggerRef } = usePickerContext();
  const { root, startTextField, endTextField } = useMultiInputRangeField({
    manager,
    internalProps: { ...internalProps, enableAccessibleFieldDOMStructure: false },
    rootProps,
    startTextFieldProps: {},
    endTextFieldProps: {},
  });

  return (
    <Box
      {...root}
      ref={triggerRef}
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <PlainInput {...startTextField} id="stay-check-in" label="Check-in" />
      <span aria-hidden>→</span>
      <PlainInput {...endTextField} id="stay-check-out" label="Check-out" />
    </Box>
  );
}

// A range picker treats its field as multi-input unless the component says otherwise.
BrowserMultiInputField.fieldType = 'multi-input' as const;

export default function BrowserMultiInputRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 40, pt: 1 }}>
        <DateRangePicker
          enableAccessibleFieldDOMStructure={false}
          defaultValue={[dayjs('2025-07-04'), dayjs('2025-07-11')]}
          slots={{ field: BrowserMultiInputField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
